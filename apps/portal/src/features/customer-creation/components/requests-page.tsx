import { paths, requestKinds, requestStatuses, type BatchApprovalResult, type RequestSummary } from '@portal/contracts';
import { useFormatters, usePermissions } from '@portal/portal-kit';
import {
  Alert,
  Button,
  EmptyState,
  formFieldClass,
  formLabelClass,
  PageHeader,
  Pagination,
  SearchField,
  submittedSearch,
  TableScroller,
} from '@portal/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApproveMany, useRequests } from '../api/requests.ts';
import { useRequestList, type RequestListFilter } from '../hooks/use-request-list.ts';
import { customerCreationNamespace, label } from '../labels.ts';
import { actionPathOf, editPathOf, titleKeyOf } from './request-pages.tsx';
import { linkClass } from './link-class.ts';
import { StatusBadge } from './request-view.tsx';
import { StartFromCustomer } from './start-from-customer.tsx';

const pageSize = 20;

function Filters({ filter, onChange }: { filter: RequestListFilter; onChange: (filter: RequestListFilter) => void }) {
  const { t } = useTranslation(customerCreationNamespace);
  const permissions = usePermissions();
  const apply = (form: HTMLFormElement) => {
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? '') || undefined;
    onChange({
      ...(text('status') ? { status: text('status') as RequestListFilter['status'] } : {}),
      ...(text('kind') ? { kind: text('kind') as RequestListFilter['kind'] } : {}),
      ...(submittedSearch(form) ? { q: submittedSearch(form) } : {}),
      ...(data.get('mine') ? { mine: 'true' as const } : {}),
      ...(data.get('review') ? { review: 'true' as const } : {}),
    });
  };
  return (
    <form
      role="search"
      aria-label={t('filters_label')}
      key={JSON.stringify(filter)}
      onSubmit={(event) => {
        event.preventDefault();
        apply(event.currentTarget);
      }}
      onChange={(event) => {
        const target = event.target as unknown as HTMLInputElement;
        if (target.tagName !== 'INPUT' || target.type === 'checkbox') {
          apply(event.currentTarget);
        }
      }}
      className="mb-4 grid gap-4 rounded-card border border-line bg-surface p-4 md:grid-cols-4"
    >
      <div className="md:col-span-2">
        <SearchField
          idPrefix="cc-filter"
          value={filter.q}
          label={t('filter_search')}
          placeholder={t('filter_search_placeholder')}
          submitLabel={t('filter_apply')}
        />
      </div>
      <div>
        <label htmlFor="cc-filter-status" className={formLabelClass}>
          {t('filter_status')}
        </label>
        <select id="cc-filter-status" name="status" defaultValue={filter.status ?? ''} className={formFieldClass}>
          <option value="">{t('filter_any')}</option>
          {requestStatuses
            .filter((status) => status !== 'approved')
            .map((status) => (
              <option key={status} value={status}>
                {t(`status_${status}`)}
              </option>
            ))}
        </select>
      </div>
      <div>
        <label htmlFor="cc-filter-kind" className={formLabelClass}>
          {t('filter_kind')}
        </label>
        <select id="cc-filter-kind" name="kind" defaultValue={filter.kind ?? ''} className={formFieldClass}>
          <option value="">{t('filter_any')}</option>
          {requestKinds.map((kind) => (
            <option key={kind} value={kind}>
              {t(titleKeyOf[kind])}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-wrap gap-6 md:col-span-4">
        <label className="flex items-center gap-2 text-sm font-medium text-ink">
          <input type="checkbox" name="mine" defaultChecked={filter.mine === 'true'} className="size-5" />
          {t('filter_mine')}
        </label>
        {permissions?.customerCreationReview ? (
          <label className="flex items-center gap-2 text-sm font-medium text-ink">
            <input type="checkbox" name="review" defaultChecked={filter.review === 'true'} className="size-5" />
            {t('filter_review')}
          </label>
        ) : null}
      </div>
    </form>
  );
}

/** Requests picked for approval in one action, by id, with the version read. */
type Selection = ReadonlyMap<string, RequestSummary>;

function RequestsTable({
  requests,
  canReview,
  selection,
  onSelect,
}: {
  requests: readonly RequestSummary[];
  canReview: boolean;
  selection: Selection;
  onSelect: (request: RequestSummary, selected: boolean) => void;
}) {
  const { t } = useTranslation(customerCreationNamespace);
  const selectable = canReview && requests.some((request) => request.status === 'submitted');
  const format = useFormatters();
  const captionId = useId();
  const header = 'whitespace-nowrap px-3 py-2 text-left font-semibold';
  const cell = 'whitespace-nowrap px-3 py-2';
  return (
    <TableScroller labelledBy={captionId}>
      <table className="min-w-full text-sm">
        <caption id={captionId} className="sr-only">
          {t('table_caption')}
        </caption>
        <thead className="border-b border-line bg-canvas text-ink">
          <tr>
            {selectable ? (
              <th scope="col" className={header}>
                <span className="sr-only">{t('column_select')}</span>
              </th>
            ) : null}
            <th scope="col" className={header}>
              {t('column_request')}
            </th>
            <th scope="col" className={header}>
              {t('column_kind')}
            </th>
            <th scope="col" className={header}>
              {t('column_status')}
            </th>
            <th scope="col" className={header}>
              {t('column_customer')}
            </th>
            <th scope="col" className={header}>
              {t('column_created_by')}
            </th>
            <th scope="col" className={header}>
              {t('column_updated')}
            </th>
            <th scope="col" className={header}>
              {t('column_actions')}
            </th>
          </tr>
        </thead>
        <tbody>
          {requests.map((request) => (
            <tr key={request.requestId} className="border-b border-line last:border-b-0 hover:bg-canvas">
              {selectable ? (
                <td className={cell}>
                  {request.status === 'submitted' ? (
                    <input
                      type="checkbox"
                      className="size-5"
                      checked={selection.has(request.requestId)}
                      onChange={(event) => onSelect(request, event.target.checked)}
                      aria-label={t('select_request', { number: request.number, title: request.title })}
                    />
                  ) : null}
                </td>
              ) : null}
              <th scope="row" className="min-w-48 px-3 py-2 text-left font-medium">
                <Link to={paths.customerCreation.show(request.requestId)} className={linkClass}>
                  {request.title}
                </Link>
                <span className="block text-xs font-normal text-ink-muted">
                  {t('request_number', { number: request.number })}
                </span>
              </th>
              <td className={cell}>{t(titleKeyOf[request.kind])}</td>
              <td className={cell}>
                <StatusBadge status={request.status} />
              </td>
              <td className={cell}>{request.customerId ?? '—'}</td>
              <td className={cell}>{request.createdBy.name}</td>
              <td className={cell}>{format.shortDate(request.updatedAt)}</td>
              <td className={cell}>
                {request.status === 'submitted' && canReview ? (
                  <Link
                    to={actionPathOf[request.kind](request.requestId)}
                    className={linkClass}
                    aria-label={t('review_request', { title: request.title })}
                  >
                    {t('review')}
                  </Link>
                ) : ['draft', 'returned', 'edited'].includes(request.status) ? (
                  <Link
                    to={editPathOf[request.kind](request.requestId)}
                    className={linkClass}
                    aria-label={t('edit_request', { title: request.title })}
                  >
                    {t('edit')}
                  </Link>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}

/** The outcome of one request of a batch approval, in the page language. */
function resultText(t: ReturnType<typeof useTranslation>['t'], result: BatchApprovalResult): string {
  const values = { number: result.number ?? '', title: result.title ?? '', id: result.requestId };
  if (result.outcome === 'approved') return t('batch_approved', values);
  const status = [403, 404, 409].includes(result.status ?? 0) ? String(result.status) : 'unknown';
  return t(label(`batch_refused_${status}`), values);
}

/**
 * Approving the selected requests in one action (ADR 067): each is approved on its own, and the answer lists per
 * request whether it was approved or refused, and why.
 */
function BatchApproval({ selection, onDone }: { selection: Selection; onDone: () => void }) {
  const { t } = useTranslation(customerCreationNamespace);
  const approve = useApproveMany();
  const hintId = useId();
  const results = approve.data?.results;
  return (
    <div className="mb-4 flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <Button
          disabled={selection.size === 0 || approve.isPending}
          aria-describedby={hintId}
          onClick={() =>
            approve.mutate(
              {
                requests: [...selection.values()].map(({ requestId, version }) => ({ requestId, version })),
              },
              { onSuccess: onDone },
            )
          }
        >
          {t('approve_selected', { count: selection.size })}
        </Button>
        <p id={hintId} className="text-sm text-ink-muted">
          {t('approve_selected_hint')}
        </p>
      </div>
      <div role="status">
        {results ? (
          <section aria-labelledby="cc-batch-heading" className="rounded-card border border-line bg-surface p-4">
            <h2 id="cc-batch-heading" className="mb-2 text-base font-semibold text-ink">
              {t('batch_title')}
            </h2>
            <ul className="flex list-disc flex-col gap-1 pl-5 text-sm text-ink">
              {results.map((result) => (
                <li key={result.requestId}>{resultText(t, result)}</li>
              ))}
            </ul>
          </section>
        ) : approve.isError ? (
          <Alert type="alert" header={t('notice_failed')} />
        ) : null}
      </div>
    </div>
  );
}

/** `/customer-creation-requests`: the requests with filters, and where new ones start. */
export function RequestsPage() {
  const { t } = useTranslation(customerCreationNamespace);
  const permissions = usePermissions();
  const { filter, pageNumber, setFilter, setPage } = useRequestList();
  const requests = useRequests({ ...filter, pageNumber, pageSize });
  const page = requests.data;
  const pageCount = page ? Math.max(1, Math.ceil(page.totalElements / page.pageSize)) : 0;
  const canSubmit = Boolean(permissions?.customerCreation);
  const canReview = Boolean(permissions?.customerCreationReview);
  const [selection, setSelection] = useState<Selection>(new Map());
  const select = (request: RequestSummary, selected: boolean) =>
    setSelection((current) => {
      const next = new Map(current);
      if (selected) next.set(request.requestId, request);
      else next.delete(request.requestId);
      return next;
    });
  // The results of an approval stay in view after the approved requests left the list.
  const [approvedOnce, setApprovedOnce] = useState(false);
  const reviewable = page?.items.some((request) => request.status === 'submitted') ?? false;
  return (
    <>
      <PageHeader title={t('list_title')} description={t('list_intro')}>
        {canSubmit ? (
          <Link
            to={paths.customerCreation.new}
            className="inline-flex min-h-11 items-center rounded-lg bg-brand px-4 text-sm font-semibold text-white hover:bg-brand-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
          >
            {t('start_new')}
          </Link>
        ) : null}
      </PageHeader>
      {canSubmit ? (
        <div className="mb-4">
          <StartFromCustomer />
        </div>
      ) : null}
      <Filters filter={filter} onChange={setFilter} />
      <p role="status" className="mb-3 text-sm font-medium text-ink" aria-busy={requests.isFetching}>
        {/* With nothing found the empty state below says so: no "0 requests" beside it, only its words announced. */}
        {requests.isPending ? (
          t('loading')
        ) : !page ? null : page.totalElements > 0 ? (
          t('result_count', { count: page.totalElements })
        ) : (
          <span className="sr-only">{t('empty_description')}</span>
        )}
      </p>
      {requests.isError ? (
        <EmptyState
          title={t('error_title')}
          description={t('error_description')}
          action={<Button onClick={() => void requests.refetch()}>{t('retry')}</Button>}
        />
      ) : page && page.items.length === 0 ? (
        <EmptyState title={t('empty_title')} description={t('empty_description')} />
      ) : page ? (
        <div className={requests.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
          {canReview && (reviewable || selection.size > 0 || approvedOnce) ? (
            <BatchApproval
              selection={selection}
              onDone={() => {
                setSelection(new Map());
                setApprovedOnce(true);
              }}
            />
          ) : null}
          <RequestsTable requests={page.items} canReview={canReview} selection={selection} onSelect={select} />
          <Pagination
            pageNumber={page.pageNumber}
            pageCount={pageCount}
            onPage={setPage}
            labels={{
              navigation: t('pagination_label'),
              previous: t('page_previous'),
              next: t('page_next'),
              position: t('page_of', { page: page.pageNumber + 1, pages: pageCount }),
            }}
          />
        </div>
      ) : null}
    </>
  );
}
