import { newTicketFieldsSchema, ticketCategories, type TicketDetail } from '@portal/contracts';
import { publish } from '@portal/portal-kit';
import { Alert, Button, Modal, TextInput, ticketModalMaxWidth } from '@portal/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { createTicket } from '../api/create-ticket.ts';
import { SelectField, TextAreaField } from './fields.tsx';
import { namespace } from '../labels.ts';
import { AttachmentPicker } from './attachment-picker.tsx';
import type { TicketPrefill } from '../lib/prefill.ts';
import { categoryLabels } from './status.tsx';
import { useTicketUpload } from '../hooks/use-ticket-upload.ts';

/** The form's fields, in the order they are shown (the first refused one gets the focus). */
const ticketFields = ['category', 'subject', 'description', 'order', 'document', 'topic'] as const;
type TicketField = (typeof ticketFields)[number];

export interface TicketModalProps {
  customer: string;
  prefill: TicketPrefill;
  onClose: () => void;
  /** As soon as the ticket is opened, while the modal still shows the confirmation. */
  onCreated?: (ticket: TicketDetail) => void;
  /** After the ticket was opened and the customer chose to see it. */
  onOpenTicket: (ticket: TicketDetail) => void;
}

/**
 * The ticket modal (spec 2.6, 62.5 rem): a new ticket with its files, each file's upload progress, clear errors.
 * Opened from anywhere through the agreed address (`newTicketPath`); while open it says so with the spec 4 event
 * `ticketModal`, like the documents remote's `documentModal`.
 */
export function TicketModal({ customer, prefill, onClose, onCreated, onOpenTicket }: TicketModalProps) {
  const { t } = useTranslation(namespace);
  useEffect(() => {
    publish('ticketModal', { show: true });
    return () => publish('ticketModal', { show: false });
  }, []);
  // What the contract's schema refused when the form was last sent: an empty field or one out of shape.
  const [refused, setRefused] = useState<Partial<Record<TicketField, 'required' | 'invalid'>>>({});
  const [created, setCreated] = useState<TicketDetail | null>(null);
  const upload = useTicketUpload((form, onProgress) => createTicket(customer, form, onProgress));
  // Sent, the form's buttons give way to Close and View ticket: focus goes to the confirmation, inside the dialog,
  // rather than to the page's body with the button that had it.
  const confirmation = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (created) confirmation.current?.focus();
  }, [created]);

  const errorOf = (field: TicketField) =>
    refused[field] === 'required'
      ? t('error_required')
      : refused[field] || upload.fieldErrors[field]
        ? t('error_field_invalid')
        : undefined;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (upload.sending) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const text = (field: TicketField) => String(data.get(field) ?? '').trim();
    // The optional references are left out when empty, as the server takes them.
    const fields = {
      subject: text('subject'),
      category: text('category'),
      description: text('description'),
      order: text('order') || undefined,
      document: text('document') || undefined,
      topic: prefill.topic || undefined,
    };
    const result = newTicketFieldsSchema.safeParse(fields);
    if (!result.success) {
      const next: Partial<Record<TicketField, 'required' | 'invalid'>> = {};
      for (const issue of result.error.issues) {
        const field = issue.path[0] as TicketField;
        next[field] ??= fields[field] ? 'invalid' : 'required';
      }
      setRefused(next);
      const first = ticketFields.find((field) => next[field]);
      const input = first ? form.elements.namedItem(first) : null;
      if (input instanceof HTMLElement) input.focus();
      return;
    }
    setRefused({});
    const ticket = await upload.submit(result.data);
    if (!ticket) return;
    setCreated(ticket);
    onCreated?.(ticket);
  }

  const footer = created ? (
    <>
      <Button variant="secondary" onClick={onClose}>
        {t('close')}
      </Button>
      <Button onClick={() => onOpenTicket(created)}>{t('view_ticket')}</Button>
    </>
  ) : (
    <>
      <Button variant="secondary" onClick={onClose} pending={upload.sending}>
        {t('cancel')}
      </Button>
      <Button type="submit" form="new-ticket-form" disabled={upload.blocked} pending={upload.sending}>
        {upload.sending ? t('sending') : t('submit_ticket')}
      </Button>
    </>
  );

  return (
    <Modal
      isOpen
      onOpenChange={(open) => {
        if (!open && !upload.sending) onClose();
      }}
      title={t('modal_title')}
      closeLabel={t('close')}
      maxWidth={ticketModalMaxWidth}
      isDismissable={!upload.sending}
      footer={footer}
    >
      <form id="new-ticket-form" noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        {created ? (
          <div ref={confirmation} tabIndex={-1} className="rounded-card outline-none">
            <Alert type="notification" header={t('ticket_created', { number: created.number })} />
          </div>
        ) : null}
        {upload.failed ? <Alert type="alert" header={t('error_generic')} /> : null}
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          <SelectField
            label={t('field_category')}
            name="category"
            defaultValue={prefill.category}
            required
            errorMessage={errorOf('category')}
            options={ticketCategories.map((value) => ({ value, label: t(categoryLabels[value]) }))}
          />
          <TextInput
            label={t('field_subject')}
            name="subject"
            defaultValue={prefill.subject}
            maxLength={200}
            isRequired
            isDisabled={Boolean(created)}
            errorMessage={errorOf('subject')}
          />
        </div>
        <TextAreaField
          label={t('field_description')}
          name="description"
          maxLength={10_000}
          required
          disabled={Boolean(created)}
          errorMessage={errorOf('description')}
        />
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          <TextInput
            label={t('field_order')}
            hint={t('field_order_hint')}
            name="order"
            defaultValue={prefill.order}
            maxLength={60}
            isDisabled={Boolean(created)}
            errorMessage={errorOf('order')}
          />
          <TextInput
            label={t('field_document')}
            hint={t('field_document_hint')}
            name="document"
            defaultValue={prefill.document}
            maxLength={100}
            isDisabled={Boolean(created)}
            errorMessage={errorOf('document')}
          />
        </div>
        {prefill.topic ? <p className="text-sm text-ink-muted">{t('field_topic', { topic: prefill.topic })}</p> : null}
        <AttachmentPicker
          files={upload.files}
          onChange={upload.setFiles}
          progress={upload.progress}
          tooMany={upload.tooMany}
          disabled={upload.sending || Boolean(created)}
        />
      </form>
    </Modal>
  );
}
