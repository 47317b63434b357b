import { paths, ticketStatuses, type TicketDetail, type TicketStatus } from '@portal/contracts';
import {
  isRefusal,
  keepAccounts,
  useAccountSelection,
  useFormatters,
  usePermissions,
  useSelectedSoldTo,
} from '@portal/portal-kit';
import { Link, useLocation, useNavigate, useSearchParams } from '@portal/portal-kit/router';
import { AccountSelector, Button, EmptyState, PageHeader, Pagination, TableScroller, TextInput } from '@portal/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ticketsQueryKey, useTickets } from '../api/get-tickets.ts';
import { SelectField } from '../components/fields.tsx';
import { namespace } from '../labels.ts';
import { prefillOf } from '../lib/prefill.ts';
import { categoryLabels, statusLabels, TicketStatusBadge } from '../components/status.tsx';
import { TicketModal } from '../components/ticket-modal.tsx';

const pageSize = 20;

const statusOf = (value: string | null): TicketStatus | undefined =>
  (ticketStatuses as readonly string[]).includes(value ?? '') ? (value as TicketStatus) : undefined;

/**
 * `/ticket/history`: the sold-to's tickets with a status filter and search; `/ticket/new` is the same page with
 * the ticket modal open, pre-filled from its address (read-only without ticketWrite: no new tickets). A user with
 * several sold-tos holding the ticket permission chooses above the list which accounts it shows (`?accounts=all`
 * or ids, ADR 069); across accounts each row names its sold-to. New tickets stay in the working sold-to.
 */
export function TicketHistoryPage() {
  const { t } = useTranslation(namespace);
  const soldTo = useSelectedSoldTo();
  if (!soldTo) {
    return (
      <>
        <PageHeader title={t('tickets_title')} />
        <EmptyState title={t('no_sold_to')} />
      </>
    );
  }
  return <TicketHistory customer={soldTo.customerId} />;
}

function TicketHistory({ customer }: { customer: string }) {
  const { t } = useTranslation(namespace);
  const captionId = useId();
  const format = useFormatters();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const canWrite = usePermissions()?.ticketWrite ?? false;
  const [searchParams, setSearchParams] = useSearchParams();
  const creating = location.pathname === paths.tickets.newRoot;
  const status = creating ? undefined : statusOf(searchParams.get('status'));
  const q = creating ? '' : (searchParams.get('q') ?? '');
  const pageNumber = creating ? 0 : Math.max(0, Number(searchParams.get('page') ?? 0) || 0);
  const [search, setSearch] = useState(q);
  const accounts = useAccountSelection('ticket', useSearchParams());
  const tickets = useTickets({ customer: accounts.customerIds.join(','), status, q, pageNumber, pageSize });
  const page = tickets.data;
  const pageCount = page ? Math.max(1, Math.ceil(page.totalElements / page.pageSize)) : 1;

  const update = (next: { status?: TicketStatus | undefined; q?: string; page?: number }) => {
    const params = new URLSearchParams();
    const nextStatus = 'status' in next ? next.status : status;
    const nextQ = next.q ?? q;
    if (nextStatus) params.set('status', nextStatus);
    if (nextQ) params.set('q', nextQ);
    if (next.page) params.set('page', String(next.page));
    setSearchParams(keepAccounts(searchParams, params), { preventScrollReset: true });
  };
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ q: search.trim(), page: 0 });
  };
  const closeModal = () => {
    const kept = keepAccounts(searchParams, new URLSearchParams()).toString();
    void navigate(kept ? `${paths.tickets.history}?${kept}` : paths.tickets.history);
  };
  // The list and its count behind the modal include a new ticket at once, not only after "View ticket".
  const ticketCreated = () => void queryClient.invalidateQueries({ queryKey: ticketsQueryKey });
  const openTicket = (ticket: TicketDetail) => void navigate(paths.tickets.details(ticket.ticketId));

  return (
    <>
      <PageHeader title={t('tickets_title')} description={t('tickets_intro')}>
        {canWrite ? (
          <Link
            to={paths.tickets.new()}
            className="inline-flex min-h-11 items-center rounded-lg bg-brand px-4 text-sm font-semibold text-white hover:bg-brand-strong"
          >
            {t('new_ticket')}
          </Link>
        ) : null}
      </PageHeader>
      {canWrite ? null : <p className="mb-4 text-sm text-ink-muted">{t('read_only_notice')}</p>}
      {accounts.selector ? <AccountSelector {...accounts.selector} /> : null}
      {accounts.notice ? <p className="mb-4 text-sm text-ink">{accounts.notice}</p> : null}
      <form role="search" onSubmit={submitSearch} className="mb-4 flex flex-wrap items-end gap-3">
        <SelectField
          label={t('status_filter')}
          value={status ?? ''}
          onChange={(value) => update({ status: statusOf(value), page: 0 })}
          options={[
            { value: '', label: t('status_all') },
            ...ticketStatuses.map((value) => ({ value, label: t(statusLabels[value]) })),
          ]}
        />
        <TextInput
          type="search"
          label={t('ticket_search_label')}
          value={search}
          onChange={setSearch}
          maxLength={100}
          className="min-w-64 flex-1"
        />
        <Button type="submit" variant="secondary">
          {t('search')}
        </Button>
      </form>
      <p role="status" aria-busy={tickets.isFetching} className="mb-3 text-sm font-medium text-ink">
        {accounts.customerIds.length === 0
          ? null
          : tickets.isPending
            ? t('loading')
            : page
              ? t('ticket_count', { count: page.totalElements })
              : null}
      </p>
      {isRefusal(tickets.error) ? (
        // Trying again gets the same 403: the refusal, without a retry.
        <EmptyState title={t('not_allowed_title')} description={t('not_allowed_description')} />
      ) : tickets.isError ? (
        <EmptyState
          title={t('error_loading_tickets')}
          action={<Button onClick={() => void tickets.refetch()}>{t('retry')}</Button>}
        />
      ) : null}
      {page && page.items.length === 0 ? <EmptyState title={t('no_tickets')} /> : null}
      {page && page.items.length > 0 ? (
        <TableScroller labelledBy={captionId}>
          <table className="w-full text-left text-sm">
            <caption id={captionId} className="sr-only">
              {t('tickets_title')}
            </caption>
            <thead className="bg-canvas text-ink">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t('col_number')}
                </th>
                {accounts.across ? (
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {t('col_sold_to')}
                  </th>
                ) : null}
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t('col_subject')}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t('col_category')}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t('col_status')}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t('col_updated')}
                </th>
              </tr>
            </thead>
            <tbody>
              {page.items.map((ticket) => (
                <tr key={ticket.ticketId} className="border-t border-line">
                  <td className="px-4 py-3 whitespace-nowrap">
                    <Link to={paths.tickets.details(ticket.ticketId)} className="font-semibold text-brand underline">
                      {ticket.number}
                    </Link>
                  </td>
                  {accounts.across ? (
                    <td className="px-4 py-3">
                      {accounts.nameOf(ticket.customerId) ?? ''} ({ticket.customerId})
                    </td>
                  ) : null}
                  <td className="px-4 py-3">{ticket.subject}</td>
                  <td className="px-4 py-3">{t(categoryLabels[ticket.category])}</td>
                  <td className="px-4 py-3">
                    <TicketStatusBadge status={ticket.status} />
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap">{format.shortDate(ticket.updatedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      ) : null}
      {page ? (
        <Pagination
          pageNumber={pageNumber}
          pageCount={pageCount}
          onPage={(next) => update({ page: next })}
          labels={{
            navigation: t('pagination'),
            previous: t('previous_page'),
            next: t('next_page'),
            position: t('page_of', { page: pageNumber + 1, total: pageCount }),
          }}
        />
      ) : null}
      {creating && canWrite ? (
        <TicketModal
          customer={customer}
          prefill={prefillOf(searchParams)}
          onClose={closeModal}
          onCreated={ticketCreated}
          onOpenTicket={openTicket}
        />
      ) : null}
    </>
  );
}
