import type { AccessLogEntry, AccessLogFilter } from '@portal/contracts';
import { ApiRequestError, useFormatters } from '@portal/portal-kit';
import {
  Alert,
  Button,
  EmptyState,
  formFieldClass,
  formLabelClass,
  PageHeader,
  Pagination,
  TableScroller,
  withoutEmpty,
} from '@portal/ui';
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useExportAccessLog } from '../api/export-access-log.ts';
import { useAccessLog } from '../api/get-access-log.ts';
import { onBehalfNamespace } from '../labels.ts';

const pageSize = 20;
const filterNames = ['staff', 'customerId', 'from', 'to', 'reason'] as const;
type FilterName = (typeof filterNames)[number];
const filterLabels = {
  staff: 'log_filter_staff',
  customerId: 'log_filter_customer',
  from: 'log_filter_from',
  to: 'log_filter_to',
  reason: 'log_filter_reason',
} as const satisfies Record<FilterName, string>;
const isFilterName = (field: unknown): field is FilterName => filterNames.includes(field as FilterName);

/** The filters the address holds (so a filtered log can be shared and the back button works). */
function filterOf(params: URLSearchParams): AccessLogFilter {
  return withoutEmpty(Object.fromEntries(filterNames.map((name) => [name, params.get(name) ?? ''])));
}

/**
 * The group's access log (issue 34): every on-behalf session across customers, newest first, with what was written
 * in it; filtered by staff, customer, period and reason, and downloaded as CSV. Staff with the admin tool only.
 */
export function AccessLogPage() {
  const { t } = useTranslation(onBehalfNamespace);
  const id = useId();
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const pageNumber = Math.max(0, Number(params.get('page') ?? '0') || 0);
  const log = useAccessLog({ ...filter, pageNumber, pageSize });
  const download = useExportAccessLog();
  const page = log.data;
  const pageCount = page ? Math.ceil(page.totalElements / pageSize) : 0;
  const refusedField =
    log.error instanceof ApiRequestError && log.error.status === 400 ? log.error.body.details?.[0]?.field : undefined;
  const badField = isFilterName(refusedField) ? refusedField : undefined;

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next = filterOf(new URLSearchParams(filterNames.map((name) => [name, String(data.get(name) ?? '').trim()])));
    setParams(next as Record<string, string>);
  };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('log_title')} description={t('log_intro')} />
      <form
        key={params.toString()}
        aria-label={t('log_filters')}
        onSubmit={apply}
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
      >
        <div>
          <label htmlFor={`${id}-staff`} className={formLabelClass}>
            {t('log_filter_staff')}
          </label>
          <input
            id={`${id}-staff`}
            name="staff"
            type="search"
            minLength={3}
            maxLength={100}
            defaultValue={filter.staff}
            placeholder={t('log_filter_staff_placeholder')}
            autoComplete="off"
            className={formFieldClass}
          />
        </div>
        <div>
          <label htmlFor={`${id}-customer`} className={formLabelClass}>
            {t('log_filter_customer')}
          </label>
          <input
            id={`${id}-customer`}
            name="customerId"
            type="search"
            inputMode="numeric"
            pattern="[0-9]{6,10}"
            defaultValue={filter.customerId}
            placeholder="1000101"
            autoComplete="off"
            className={formFieldClass}
          />
        </div>
        <div>
          <label htmlFor={`${id}-reason`} className={formLabelClass}>
            {t('log_filter_reason')}
          </label>
          <input
            id={`${id}-reason`}
            name="reason"
            type="search"
            minLength={3}
            maxLength={100}
            defaultValue={filter.reason}
            autoComplete="off"
            className={formFieldClass}
          />
        </div>
        <div>
          <label htmlFor={`${id}-from`} className={formLabelClass}>
            {t('log_filter_from')}
          </label>
          <input id={`${id}-from`} name="from" type="date" defaultValue={filter.from} className={formFieldClass} />
        </div>
        <div>
          <label htmlFor={`${id}-to`} className={formLabelClass}>
            {t('log_filter_to')}
          </label>
          <input id={`${id}-to`} name="to" type="date" defaultValue={filter.to} className={formFieldClass} />
        </div>
        <div className="flex flex-wrap items-end gap-2">
          <Button type="submit">{t('log_filter_apply')}</Button>
          <Button variant="secondary" onClick={() => setParams({})}>
            {t('log_filter_clear')}
          </Button>
        </div>
      </form>

      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          pending={download.isPending}
          onClick={() => download.mutate(filter)}
          aria-describedby={`${id}-download-hint`}
        >
          {t('log_download')}
        </Button>
        <p id={`${id}-download-hint`} className="text-sm text-ink-muted">
          {t('log_download_hint')}
        </p>
      </div>
      {download.isError ? (
        <p role="alert" className="text-sm text-danger">
          {t('log_download_error')}
        </p>
      ) : null}

      <section aria-busy={log.isFetching}>
        <p role="status" className="sr-only">
          {page ? t('log_count', { count: page.totalElements }) : ''}
        </p>
        {log.isError ? (
          <Alert
            type="alert"
            header={badField ? t('log_bad_filter', { field: t(filterLabels[badField]) }) : t('log_error')}
          />
        ) : !page ? (
          <p>{t('log_loading')}</p>
        ) : page.items.length === 0 ? (
          <EmptyState title={t('log_empty')} />
        ) : (
          <div className={log.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
            <AccessLogTable items={page.items} total={page.totalElements} />
            <Pagination
              pageNumber={page.pageNumber}
              pageCount={pageCount}
              onPage={(next) => setParams({ ...(filter as Record<string, string>), page: String(next) })}
              labels={{
                navigation: t('log_pagination_label'),
                previous: t('page_previous'),
                next: t('page_next'),
                position: t('page_of', { page: page.pageNumber + 1, pages: pageCount }),
              }}
            />
          </div>
        )}
      </section>
    </div>
  );
}

function AccessLogTable({ items, total }: { items: readonly AccessLogEntry[]; total: number }) {
  const { t } = useTranslation(onBehalfNamespace);
  const { dateTime } = useFormatters();
  const captionId = useId();
  return (
    <TableScroller labelledBy={captionId}>
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption id={captionId} className="px-3 py-2 text-left text-base font-semibold text-ink">
          {t('log_caption', { count: total })}
        </caption>
        <thead>
          <tr className="border-b border-line">
            <th scope="col" className="px-3 py-2">
              {t('log_column_started')}
            </th>
            <th scope="col" className="px-3 py-2">
              {t('log_column_customer')}
            </th>
            <th scope="col" className="px-3 py-2">
              {t('log_column_staff')}
            </th>
            <th scope="col" className="px-3 py-2">
              {t('log_column_reason')}
            </th>
            <th scope="col" className="px-3 py-2">
              {t('log_column_written')}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((visit) => (
            <tr key={visit.sessionId} className="border-b border-line align-top" data-session={visit.sessionId}>
              <th scope="row" className="px-3 py-2 font-normal">
                <span className="block">{dateTime(visit.startedAt)}</span>
                <span className="block text-ink-muted">
                  {visit.endReason
                    ? t(`log_end_${visit.endReason}`, { date: visit.endedAt ? dateTime(visit.endedAt) : '' })
                    : t('log_open')}
                </span>
              </th>
              <td className="px-3 py-2">
                <span className="block">{visit.legalName}</span>
                <span className="block text-ink-muted">{visit.customerId}</span>
              </td>
              <td className="px-3 py-2">
                <span className="block">{visit.staffName}</span>
                <span className="block break-all text-ink-muted">{visit.staffEmail}</span>
              </td>
              <td className="px-3 py-2 break-words">{visit.reason}</td>
              <td className="px-3 py-2">
                {visit.actions.length === 0 ? (
                  <span className="text-ink-muted">{t('log_nothing_written')}</span>
                ) : (
                  <ul className="flex flex-col gap-1">
                    {visit.actions.map((action) => (
                      <li key={`${action.at}-${action.action}-${action.subject}`}>
                        {t(`log_action_${action.action}`, { subject: action.subject })}
                      </li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}
