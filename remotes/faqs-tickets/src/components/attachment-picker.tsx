import { ticketAttachmentLimits } from '@portal/contracts';
import { useFormatters } from '@portal/portal-kit';
import { Button } from '@portal/ui';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { namespace } from '../labels.ts';
import { acceptAttribute, checkFile, type PickedFile } from '../lib/upload.ts';

let nextKey = 0;

export interface AttachmentPickerProps {
  files: PickedFile[];
  onChange: (files: PickedFile[]) => void;
  /** Each file's upload progress (0..1) while sending, else null. */
  progress: number[] | null;
  tooMany: boolean;
  disabled: boolean;
}

/**
 * Files for a ticket or a reply: picked with the browser's file input (keyboard and screen reader as usual),
 * each listed with its size, a clear error when it cannot be sent (too big, wrong type), its upload progress,
 * and a button to remove it.
 */
export function AttachmentPicker({ files, onChange, progress, tooMany, disabled }: AttachmentPickerProps) {
  const { t } = useTranslation(namespace);
  const format = useFormatters();
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const { maxFiles, maxFileBytes } = ticketAttachmentLimits;
  const megabytes = format.number(maxFileBytes / 1024 / 1024);
  const size = (bytes: number) =>
    bytes >= 1024 * 1024
      ? t('size_mb', { size: format.number(bytes / 1024 / 1024, { maximumFractionDigits: 1 }) })
      : t('size_kb', { size: format.number(Math.max(1, Math.round(bytes / 1024))) });

  const add = (list: FileList | null) => {
    if (!list) return;
    const added = [...list].map((file) => ({ key: `file-${nextKey++}`, file, error: checkFile(file) }));
    onChange([...files, ...added]);
    if (input.current) input.current.value = '';
  };

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={inputId} className="text-sm font-semibold text-ink">
        {t('field_attachments')}
      </label>
      <p id={hintId} className="text-sm text-ink-muted">
        {t('attachments_hint', { max: maxFiles, size: megabytes })}
      </p>
      <input
        ref={input}
        id={inputId}
        type="file"
        multiple
        accept={acceptAttribute}
        aria-describedby={hintId}
        disabled={disabled}
        onChange={(event) => add(event.currentTarget.files)}
        className="text-sm file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-line file:bg-surface file:px-4 file:font-semibold file:text-ink"
      />
      {tooMany || files.length > maxFiles ? (
        <p role="alert" className="text-sm font-semibold text-danger">
          {t('error_too_many', { max: maxFiles })}
        </p>
      ) : null}
      {files.length > 0 ? (
        <ul aria-label={t('selected_files')} className="flex flex-col gap-2">
          {files.map((picked, index) => {
            const share = progress?.[index];
            return (
              <li key={picked.key} className="flex flex-col gap-1 rounded-lg border border-line p-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="text-sm font-medium break-all text-ink">
                    {picked.file.name} <span className="text-ink-muted">({size(picked.file.size)})</span>
                  </span>
                  <Button
                    type="button"
                    variant="secondary"
                    disabled={disabled}
                    aria-label={t('remove_file', { name: picked.file.name })}
                    onClick={() => onChange(files.filter((candidate) => candidate.key !== picked.key))}
                  >
                    {t('remove')}
                  </Button>
                </div>
                {picked.error ? (
                  <p role="alert" className="text-sm font-semibold text-danger">
                    {picked.error === 'too_big'
                      ? t('error_too_big', { name: picked.file.name, size: megabytes })
                      : t('error_wrong_type', { name: picked.file.name })}
                  </p>
                ) : null}
                {share !== undefined && !picked.error ? (
                  <div className="flex items-center gap-2">
                    <progress
                      max={100}
                      value={Math.round(share * 100)}
                      aria-label={t('upload_progress', { name: picked.file.name })}
                      className="h-2 flex-1 accent-brand"
                    />
                    <span className="w-12 text-right text-sm text-ink-muted" aria-hidden="true">
                      {format.number(share, { style: 'percent' })}
                    </span>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
