import {
  documentMailRecipientLimit,
  documentRefText,
  type DocumentMailResult,
  type DocumentRef,
} from '@portal/contracts';
import { ApiRequestError, publish } from '@portal/portal-kit';
import { Button, formFieldClass, formLabelClass, Modal } from '@portal/ui';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSendDocuments } from '../api/send-documents.ts';
import { namespace } from '../labels.ts';

const messageLimit = 2000;
/** What the server accepts as an address (a light check; the server decides). */
const emailPattern = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/;

interface SendEmailModalProps {
  customer: string;
  /** The documents to send; null while the modal is closed. */
  documents: readonly DocumentRef[] | null;
  onClose: () => void;
}

interface Errors {
  recipients?: string;
  message?: string;
}

/** The addresses of the field: split at commas, semicolons and line breaks, without blanks or repeats. */
export function recipientsOf(value: string): string[] {
  return [
    ...new Set(
      value
        .split(/[\s,;]+/)
        .map((part) => part.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
}

/**
 * The send-email modal (spec 4 event `sendEmailModal`): recipients and an optional message, checked before sending
 * (the server checks again), then the result: to whom which files went, or why not.
 */
export function SendEmailModal({ customer, documents, onClose }: SendEmailModalProps) {
  const open = documents !== null;
  useEffect(() => {
    if (!open) return;
    publish('sendEmailModal', { show: true });
    return () => publish('sendEmailModal', { show: false });
  }, [open]);
  // Mounted afresh on each opening: no errors, result or failed send of the last time.
  return documents ? <SendEmailDialog customer={customer} documents={documents} onClose={onClose} /> : null;
}

function SendEmailDialog({
  customer,
  documents,
  onClose,
}: {
  customer: string;
  documents: readonly DocumentRef[];
  onClose: () => void;
}) {
  const { t } = useTranslation(namespace);
  const id = useId();
  const send = useSendDocuments(customer);
  const [errors, setErrors] = useState<Errors>({});
  const [result, setResult] = useState<DocumentMailResult | null>(null);
  // Sent, the form gives way to the result: focus goes to it, inside the dialog, not to the page's body.
  const confirmation = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (result) confirmation.current?.focus();
  }, [result]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const recipients = recipientsOf(String(form.get('recipients') ?? ''));
    const message = String(form.get('message') ?? '').trim();
    const invalid = recipients.filter((address) => !emailPattern.test(address));
    const next: Errors = {};
    if (recipients.length === 0) next.recipients = t('error_recipients_required');
    else if (invalid.length > 0) next.recipients = t('error_recipients_invalid', { addresses: invalid.join(', ') });
    else if (recipients.length > documentMailRecipientLimit) {
      next.recipients = t('error_recipients_too_many', {
        limit: documentMailRecipientLimit,
        count: recipients.length,
      });
    }
    if (message.length > messageLimit) next.message = t('error_message_too_long', { limit: messageLimit });
    setErrors(next);
    if (next.recipients || next.message) {
      const field = next.recipients ? 'recipients' : 'message';
      (event.currentTarget.elements.namedItem(field) as HTMLElement | null)?.focus();
      return;
    }
    send.mutate(
      { documents: [...documents], recipients, ...(message ? { message } : {}) },
      { onSuccess: (answer) => setResult(answer) },
    );
  };

  const rateLimited = send.error instanceof ApiRequestError && send.error.status === 429;
  const describedBy = (field: keyof Errors, hint: string) => (errors[field] ? `${id}-${field}-error ${hint}` : hint);

  return (
    <Modal
      isOpen
      onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}
      title={t('send_title')}
      closeLabel={t('close')}
      maxWidth="36rem"
    >
      {result ? (
        <div className="flex flex-col gap-4">
          <p
            ref={confirmation}
            tabIndex={-1}
            role="status"
            className="rounded-card border border-green-200 bg-green-50 p-3 text-ink outline-none"
          >
            {t('send_done', { files: result.attachments.join(', '), recipients: result.recipients.join(', ') })}
          </p>
          <div className="flex justify-end">
            <Button onClick={onClose}>{t('close')}</Button>
          </div>
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <div>
            <h3 className="text-sm font-semibold text-ink">{t('send_documents')}</h3>
            <ul className="mt-1 list-disc pl-5">
              {documents.map((document) => (
                <li key={documentRefText(document)}>
                  {t(`type_${document.type}`)} {document.documentId}
                </li>
              ))}
            </ul>
          </div>
          <div>
            <label htmlFor={`${id}-recipients`} className={formLabelClass}>
              {t('send_recipients')}
            </label>
            <textarea
              id={`${id}-recipients`}
              name="recipients"
              rows={3}
              required
              autoComplete="email"
              aria-invalid={errors.recipients ? true : undefined}
              aria-describedby={describedBy('recipients', `${id}-recipients-hint`)}
              className={formFieldClass}
            />
            <p id={`${id}-recipients-hint`} className="mt-1 text-sm text-ink-muted">
              {t('send_recipients_hint', { limit: documentMailRecipientLimit })}
            </p>
            {errors.recipients ? (
              <p id={`${id}-recipients-error`} className="mt-1 text-sm text-danger">
                {errors.recipients}
              </p>
            ) : null}
          </div>
          <div>
            <label htmlFor={`${id}-message`} className={formLabelClass}>
              {t('send_message')}
            </label>
            <textarea
              id={`${id}-message`}
              name="message"
              rows={4}
              aria-invalid={errors.message ? true : undefined}
              aria-describedby={describedBy('message', `${id}-message-hint`)}
              className={formFieldClass}
            />
            <p id={`${id}-message-hint`} className="mt-1 text-sm text-ink-muted">
              {t('send_message_hint', { limit: messageLimit })}
            </p>
            {errors.message ? (
              <p id={`${id}-message-error`} className="mt-1 text-sm text-danger">
                {errors.message}
              </p>
            ) : null}
          </div>
          {send.isError ? (
            <p role="alert" className="text-sm text-danger">
              {t(rateLimited ? 'send_rate_limited' : 'send_failed')}
            </p>
          ) : null}
          <p role="status" className="sr-only">
            {send.isPending ? t('send_sending') : null}
          </p>
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={onClose}>
              {t('send_cancel')}
            </Button>
            <Button type="submit" pending={send.isPending}>
              {send.isPending ? t('send_sending') : t('send_submit')}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
