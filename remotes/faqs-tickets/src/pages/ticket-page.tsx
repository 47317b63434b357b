import { paths, ticketReplyFieldsSchema, type TicketDetail } from '@portal/contracts';
import { isNotFound, isRefusal, useFormatters, usePermissions, useSelectedSoldTo } from '@portal/portal-kit';
import { Link, useParams } from '@portal/portal-kit/router';
import { Alert, Button, EmptyState, PageHeader } from '@portal/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadAttachment } from '../api/get-ticket-attachment.ts';
import { replyToTicket } from '../api/reply-to-ticket.ts';
import { ticketsQueryKey } from '../api/get-tickets.ts';
import { useTicket } from '../api/get-ticket.ts';
import { Breadcrumbs } from '../components/breadcrumbs.tsx';
import { TextAreaField } from '../components/fields.tsx';
import { namespace } from '../labels.ts';
import { AttachmentPicker } from '../components/attachment-picker.tsx';
import { categoryLabels, TicketStatusBadge } from '../components/status.tsx';
import { useTicketUpload } from '../hooks/use-ticket-upload.ts';

/** `/ticket/{ticketId}`: a ticket's facts, its conversation with the attachments, and the reply form. */
export function TicketPage() {
  const { t } = useTranslation(namespace);
  const soldTo = useSelectedSoldTo();
  const { ticketId = '' } = useParams();
  if (!soldTo) {
    return (
      <>
        <PageHeader title={t('tickets_title')} />
        <EmptyState title={t('no_sold_to')} />
      </>
    );
  }
  return <Ticket customer={soldTo.customerId} ticketId={ticketId} />;
}

function Ticket({ customer, ticketId }: { customer: string; ticketId: string }) {
  const { t } = useTranslation(namespace);
  const format = useFormatters();
  const ticket = useTicket(customer, ticketId);
  const canWrite = usePermissions()?.ticketWrite ?? false;

  if (ticket.isPending) {
    return (
      <>
        <PageHeader title={t('tickets_title')} />
        <p role="status">{t('loading')}</p>
      </>
    );
  }
  if (!ticket.data) {
    const backToTickets = (
      <Link to={paths.tickets.history} className="text-brand underline">
        {t('back_to_tickets')}
      </Link>
    );
    if (isNotFound(ticket.error)) {
      return (
        <>
          <PageHeader title={t('ticket_not_found')} />
          {backToTickets}
        </>
      );
    }
    // A 403 gets the same answer when tried again: the refusal, without a retry.
    if (isRefusal(ticket.error)) {
      return (
        <>
          <PageHeader title={t('not_allowed_title')} description={t('not_allowed_description')} />
          {backToTickets}
        </>
      );
    }
    return (
      <>
        <PageHeader title={t('error_loading_tickets')} />
        <div className="flex flex-wrap items-center gap-4">
          <Button onClick={() => void ticket.refetch()}>{t('retry')}</Button>
          {backToTickets}
        </div>
      </>
    );
  }
  const data = ticket.data;
  const orderLink = data.orderRef?.split('/');
  return (
    <>
      <Breadcrumbs trail={[{ label: t('tickets_title'), to: paths.tickets.history }, { label: data.number }]} />
      <PageHeader title={data.subject}>
        <TicketStatusBadge status={data.status} />
      </PageHeader>
      <dl className="mb-6 grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-3">
        <Fact term={t('ticket_number')}>{data.number}</Fact>
        <Fact term={t('col_category')}>{t(categoryLabels[data.category])}</Fact>
        <Fact term={t('opened_on')}>{format.dateTime(data.createdAt)}</Fact>
        <Fact term={t('opened_by')}>{data.authorName}</Fact>
        {data.orderRef && orderLink?.length === 2 ? (
          <Fact term={t('related_order')}>
            <Link to={paths.orders.details(orderLink[0] ?? '', orderLink[1] ?? '')} className="text-brand underline">
              {orderLink[1]}
            </Link>
          </Fact>
        ) : null}
        {data.documentRef ? <Fact term={t('related_document')}>{data.documentRef}</Fact> : null}
      </dl>
      <Conversation ticket={data} customer={customer} />
      {data.canReply ? (
        <ReplyForm customer={customer} ticketId={data.ticketId} />
      ) : (
        <p className="mt-6 text-sm text-ink-muted">
          {data.status === 'closed' ? t('closed_notice') : canWrite ? null : t('read_only_notice')}
        </p>
      )}
    </>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex gap-2">
      <dt className="font-semibold text-ink">{term}:</dt>
      <dd className="text-ink">{children}</dd>
    </div>
  );
}

function Conversation({ ticket, customer }: { ticket: TicketDetail; customer: string }) {
  const { t } = useTranslation(namespace);
  const format = useFormatters();
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <section aria-labelledby="conversation-heading" className="flex flex-col gap-4">
      <h2 id="conversation-heading" className="text-lg font-semibold text-ink">
        {t('conversation')}
      </h2>
      {failed ? <Alert type="alert" header={t('download_failed', { name: failed })} /> : null}
      <ol className="flex flex-col gap-4">
        {ticket.messages.map((message) => (
          <li
            key={message.id}
            className={
              message.author.role === 'staff'
                ? 'rounded-card border border-blue-200 bg-blue-50 p-4'
                : 'rounded-card border border-line bg-surface p-4'
            }
          >
            <article aria-label={t('message_from', { name: message.author.name })}>
              <header className="mb-2 flex flex-wrap items-baseline justify-between gap-2 text-sm">
                <span className="font-semibold text-ink">
                  {message.author.name}
                  {message.author.role === 'staff' ? ` · ${t('from_staff')}` : null}
                </span>
                <time dateTime={message.createdAt} className="text-ink-muted">
                  {format.dateTime(message.createdAt)}
                </time>
              </header>
              <p className="text-sm whitespace-pre-wrap text-ink">{message.body}</p>
              {message.attachments.length > 0 ? (
                <ul aria-label={t('attachments')} className="mt-3 flex flex-wrap gap-2">
                  {message.attachments.map((attachment) => (
                    <li key={attachment.id}>
                      <Button
                        variant="secondary"
                        onClick={() =>
                          void downloadAttachment(customer, ticket.ticketId, attachment).catch(() =>
                            setFailed(attachment.fileName),
                          )
                        }
                      >
                        {t('download_attachment', { name: attachment.fileName })}
                      </Button>
                    </li>
                  ))}
                </ul>
              ) : null}
            </article>
          </li>
        ))}
      </ol>
    </section>
  );
}

function ReplyForm({ customer, ticketId }: { customer: string; ticketId: string }) {
  const { t } = useTranslation(namespace);
  const queryClient = useQueryClient();
  const [missing, setMissing] = useState(false);
  const [sent, setSent] = useState(false);
  const upload = useTicketUpload((form, onProgress) => replyToTicket(customer, ticketId, form, onProgress));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const result = ticketReplyFieldsSchema.safeParse({ body: String(new FormData(form).get('body') ?? '') });
    setMissing(!result.success);
    setSent(false);
    const field = form.elements.namedItem('body');
    if (!result.success) {
      if (field instanceof HTMLTextAreaElement) field.focus();
      return;
    }
    const ticket = await upload.submit(result.data);
    if (!ticket) return;
    queryClient.setQueryData([...ticketsQueryKey, 'detail', customer, ticketId], ticket);
    void queryClient.invalidateQueries({ queryKey: [...ticketsQueryKey, 'list'] });
    // Sent: the next reply starts from an empty field.
    if (field instanceof HTMLTextAreaElement) field.value = '';
    upload.reset();
    setSent(true);
  }

  return (
    <section aria-labelledby="reply-heading" className="mt-8 flex flex-col gap-4">
      <h2 id="reply-heading" className="text-lg font-semibold text-ink">
        {t('reply_title')}
      </h2>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        {sent ? <p role="status">{t('reply_sent')}</p> : null}
        {upload.failed ? <Alert type="alert" header={t('error_generic')} /> : null}
        <TextAreaField
          label={t('reply_label')}
          name="body"
          maxLength={10_000}
          required
          disabled={upload.sending}
          errorMessage={missing || upload.fieldErrors['body'] ? t('error_required') : undefined}
        />
        <AttachmentPicker
          files={upload.files}
          onChange={upload.setFiles}
          progress={upload.progress}
          tooMany={upload.tooMany}
          disabled={upload.sending}
        />
        <div>
          <Button type="submit" disabled={upload.blocked} pending={upload.sending}>
            {upload.sending ? t('sending') : t('send_reply')}
          </Button>
        </div>
      </form>
    </section>
  );
}
