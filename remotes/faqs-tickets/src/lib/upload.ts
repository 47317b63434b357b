import { ticketAttachmentLimits, ticketAttachmentTypes, type TicketAttachmentError } from '@portal/contracts';
import { ApiRequestError } from '@portal/portal-kit';

/** The extensions the file picker offers; the server checks the content whatever the name says. */
export const acceptedExtensions = Object.keys(ticketAttachmentTypes);
export const acceptAttribute = acceptedExtensions.map((extension) => `.${extension}`).join(',');

export interface PickedFile {
  key: string;
  file: File;
  /** Why this file cannot be sent (checked before upload, or refused by the server). */
  error?: TicketAttachmentError;
}

/** The checks the browser can make before sending: size, and the name's extension (the server checks content). */
export function checkFile(file: File): TicketAttachmentError | undefined {
  if (file.size > ticketAttachmentLimits.maxFileBytes) return 'too_big';
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  if (!acceptedExtensions.includes(extension)) return 'wrong_type';
  return undefined;
}

/** Each file's share of the upload (0..1), from the bytes sent so far and the files' sizes in order. */
export function fileProgress(files: readonly File[], sentBytes: number, totalBytes: number): number[] {
  const payload = files.reduce((sum, file) => sum + file.size, 0);
  // The fields and multipart headers come around the files: spread their bytes evenly.
  const scale = totalBytes > 0 && payload > 0 ? payload / totalBytes : 1;
  let offset = 0;
  return files.map((file) => {
    const sent = sentBytes * scale - offset;
    offset += file.size;
    if (file.size === 0) return sentBytes >= totalBytes ? 1 : 0;
    return Math.min(1, Math.max(0, sent / file.size));
  });
}

export interface ServerRefusal {
  /** Field errors of the form, by field name. */
  fields: Record<string, string>;
  /** Refused files by their index among the sent files. */
  files: Record<number, TicketAttachmentError>;
  tooMany: boolean;
}

/** Reads a refused call: which field or which file, and why. */
export function refusalOf(error: unknown): ServerRefusal | null {
  if (!(error instanceof ApiRequestError) || ![400, 413, 415].includes(error.status)) return null;
  const refusal: ServerRefusal = { fields: {}, files: {}, tooMany: false };
  for (const detail of error.body.details ?? []) {
    const file = /^attachments\.(\d+)$/.exec(detail.field);
    if (file?.[1] !== undefined) {
      refusal.files[Number(file[1])] = error.status === 413 ? 'too_big' : 'wrong_type';
    } else if (detail.field === 'attachments') {
      refusal.tooMany = true;
    } else {
      refusal.fields[detail.field] = detail.message;
    }
  }
  return refusal;
}
