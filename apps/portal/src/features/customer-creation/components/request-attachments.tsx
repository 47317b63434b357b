import { requestAttachmentLimits, type RequestDetail } from '@portal/contracts';
import { ApiRequestError, useFormatters } from '@portal/portal-kit';
import { Alert, Button, formLabelClass } from '@portal/ui';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadAttachment, useAttachFiles, useRemoveAttachment } from '../api/requests.ts';
import { customerCreationNamespace } from '../labels.ts';

const accepted = '.pdf,.png,.jpg,.jpeg,.xlsx,.csv';

type Failure = 'file_too_big' | 'file_type' | 'file_count' | 'file_failed';

function failureOf(error: unknown): Failure {
  if (!(error instanceof ApiRequestError)) return 'file_failed';
  if (error.status === 413) return 'file_too_big';
  if (error.status === 415) return 'file_type';
  if (error.status === 400) return 'file_count';
  return 'file_failed';
}

/**
 * The request's files (e.g. the trade register extract): each one downloads; while the request can be edited,
 * files are added (checked by the server by their content, 10 MB and 5 files at most) and removed.
 */
export function RequestAttachments({ request, editable }: { request: RequestDetail; editable: boolean }) {
  const { t } = useTranslation(customerCreationNamespace);
  const format = useFormatters();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [failure, setFailure] = useState<Failure | undefined>();
  const attach = useAttachFiles();
  const remove = useRemoveAttachment();
  const busy = attach.isPending || remove.isPending;

  const upload = async () => {
    const files = [...(input.current?.files ?? [])];
    setFailure(undefined);
    if (files.length === 0) {
      input.current?.focus();
      return;
    }
    try {
      await attach.mutateAsync({ requestId: request.requestId, files });
      if (input.current) input.current.value = '';
    } catch (error) {
      setFailure(failureOf(error));
    }
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-card border border-line bg-surface p-4">
      <h2 id={`${id}-heading`} className="mb-3 text-lg font-semibold text-ink">
        {t('attachments_title')}
      </h2>
      {request.attachments.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('attachments_none')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {request.attachments.map((file) => (
            <li key={file.attachmentId} className="flex flex-wrap items-center gap-3 text-sm">
              <Button
                variant="secondary"
                onClick={() => void downloadAttachment(request.requestId, file).catch(() => setFailure('file_failed'))}
                aria-label={t('attachment_download', { name: file.fileName })}
              >
                {file.fileName}
              </Button>
              <span className="text-ink-muted">
                {t('attachment_facts', {
                  size: format.number(Math.max(1, Math.round(file.size / 1024))),
                  name: file.uploadedBy.name,
                })}
              </span>
              {editable ? (
                <Button
                  variant="secondary"
                  disabled={busy}
                  onClick={() =>
                    void remove
                      .mutateAsync({ requestId: request.requestId, attachmentId: file.attachmentId })
                      .catch(() => setFailure('file_failed'))
                  }
                  aria-label={t('attachment_remove', { name: file.fileName })}
                >
                  {t('remove')}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {editable && request.attachments.length < requestAttachmentLimits.maxFiles ? (
        <div className="mt-4 flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor={`${id}-files`} className={formLabelClass}>
              {t('attachments_add')}
            </label>
            <input
              ref={input}
              id={`${id}-files`}
              type="file"
              multiple
              accept={accepted}
              aria-describedby={`${id}-hint`}
              className="mt-1 block text-sm text-ink file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-line file:bg-surface file:px-4 file:font-semibold"
            />
            <p id={`${id}-hint`} className="mt-1 text-sm text-ink-muted">
              {t('attachments_hint')}
            </p>
          </div>
          <Button onClick={() => void upload()} disabled={busy}>
            {t('attachments_upload')}
          </Button>
        </div>
      ) : null}
      {failure ? <Alert type="alert" className="mt-3" header={t(`error_${failure}`)} /> : null}
    </section>
  );
}
