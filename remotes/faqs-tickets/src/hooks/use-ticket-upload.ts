import { ticketAttachmentField, ticketAttachmentLimits, type TicketDetail } from '@portal/contracts';
import type { UploadProgress } from '@portal/portal-kit';
import { useState } from 'react';
import { fileProgress, refusalOf, type PickedFile } from '../lib/upload.ts';

/**
 * The files of a ticket form and the sending of it: the files' checks, each file's progress while the form
 * uploads, and the server's refusals put back on the field or the file they name.
 */
export function useTicketUpload(
  send: (form: FormData, onProgress: (progress: UploadProgress) => void) => Promise<TicketDetail>,
) {
  const [files, setFiles] = useState<PickedFile[]>([]);
  const [progress, setProgress] = useState<number[] | null>(null);
  const [sending, setSending] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [tooMany, setTooMany] = useState(false);
  const [failed, setFailed] = useState(false);

  const blocked = files.some((picked) => picked.error) || files.length > ticketAttachmentLimits.maxFiles;

  async function submit(fields: Record<string, string | undefined>): Promise<TicketDetail | null> {
    if (blocked) return null;
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) if (value) form.append(name, value);
    for (const picked of files) form.append(ticketAttachmentField, picked.file, picked.file.name);
    const sent = files.map((picked) => picked.file);
    setSending(true);
    setFailed(false);
    setFieldErrors({});
    setTooMany(false);
    setProgress(sent.map(() => 0));
    try {
      const ticket = await send(form, ({ sentBytes, totalBytes }) =>
        setProgress(fileProgress(sent, sentBytes, totalBytes)),
      );
      setProgress(sent.map(() => 1));
      return ticket;
    } catch (error) {
      setProgress(null);
      const refusal = refusalOf(error);
      if (!refusal) {
        setFailed(true);
        return null;
      }
      setFieldErrors(refusal.fields);
      setTooMany(refusal.tooMany);
      setFiles((current) =>
        current.map((picked, index) => {
          const refused = refusal.files[index];
          return refused ? { ...picked, error: refused } : picked;
        }),
      );
      return null;
    } finally {
      setSending(false);
    }
  }

  function reset() {
    setFiles([]);
    setProgress(null);
    setFieldErrors({});
    setTooMany(false);
    setFailed(false);
  }

  return {
    files,
    setFiles: (next: PickedFile[]) => {
      setFiles(next);
      setProgress(null);
      setTooMany(false);
    },
    progress,
    sending,
    fieldErrors,
    tooMany,
    failed,
    blocked,
    submit,
    reset,
  };
}
