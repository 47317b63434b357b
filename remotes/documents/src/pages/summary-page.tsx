import {
  agingBuckets,
  agingDueRange,
  documentTypePermission,
  documentTypes,
  paths,
  type AccountSummary,
  type CurrencyFigures,
  type DocumentFilter,
  type DocumentSummary,
  type DocumentType,
} from '@portal/contracts';
import {
  accountsParam,
  isRefusal,
  useAccountSelection,
  useFormatters,
  usePermissions,
  useSelectedSoldTo,
  type AccountSelectionState,
} from '@portal/portal-kit';
import { Link, Navigate, useSearchParams } from '@portal/portal-kit/router';
import { AccountSelector, Alert, Button, EmptyState, PageHeader, TableScroller } from '@portal/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccountSummary } from '../api/get-account-summary.ts';
import { DocumentTabs } from '../components/document-tabs.tsx';
import { StatementForm } from '../components/statement-form.tsx';
import { writeDocumentListState } from '../hooks/use-list-state.ts';
import { namespace } from '../labels.ts';

/**
 * The documents list of `type` filtered to `filter`, as the summary's figures link to it, for the accounts the
 * summary covers (`accounts`, the value of `?accounts=`; none for the working sold-to).
 */
export function listPath(type: DocumentType, filter: DocumentFilter, accounts?: string | null): string {
  const search = writeDocumentListState({ filter, pageNumber: 0 });
  if (accounts) search.set(accountsParam, accounts);
  const query = search.toString();
  return `${paths.documents.root}/${type}${query ? `?${query}` : ''}`;
}

/** `listPath` for the accounts of the page's address. */
function useListPath(): (type: DocumentType, filter: DocumentFilter) => string {
  const [search] = useSearchParams();
  const accounts = search.get(accountsParam);
  return (type, filter) => listPath(type, filter, accounts);
}

const linkClass = 'font-semibold text-brand underline-offset-2 hover:underline focus-visible:outline-2';

/**
 * `/documents/summary` (issue 32; the document permission and documentInvoice): the selected sold-to's account at a
 * glance, per currency the open balance, what is overdue, the aging of open invoices and the credit limit, then the
 * next items falling due, the last payments and the statement of account. Every figure links to the list it sums.
 */
export function SummaryPage() {
  const { t } = useTranslation(namespace);
  const soldTo = useSelectedSoldTo();
  const permissions = usePermissions();
  const accounts = useAccountSelection('documentInvoice', useSearchParams());
  const allowed = documentTypes.filter((candidate) => permissions?.[documentTypePermission[candidate]]);

  if (!soldTo || !permissions) {
    return (
      <>
        <PageHeader title={t('summary_title')} />
        <EmptyState title={t('no_sold_to')} />
      </>
    );
  }
  // The summary sums invoices: without them, the first list the user may see.
  if (!permissions.documentInvoice) {
    const first = allowed[0];
    return first ? (
      <Navigate to={`${paths.documents.root}/${first}`} replace />
    ) : (
      <>
        <PageHeader title={t('summary_title')} />
        <EmptyState title={t('no_types')} />
      </>
    );
  }
  const customer = accounts.customerIds.join(',');
  return (
    <>
      <PageHeader
        title={t('summary_title')}
        description={
          accounts.across
            ? t('summary_intro_across', { count: accounts.customerIds.length })
            : t('summary_intro', { customer: `${soldTo.name} (${soldTo.customerId})` })
        }
      />
      {accounts.selector ? <AccountSelector {...accounts.selector} /> : null}
      {accounts.notice ? <Alert type="warning" header={accounts.notice} className="mb-4" /> : null}
      <DocumentTabs types={allowed} summary />
      {customer ? (
        <Summary
          key={customer}
          customer={customer}
          accounts={accounts}
          types={allowed}
          // A statement is of one sold-to: across accounts, the summary offers none.
          canStatement={!accounts.across && allowed.length === documentTypes.length}
          canDownloadPdf={permissions.downloadDocumentPdf}
        />
      ) : null}
    </>
  );
}

interface SummaryProps {
  /** The sold-to, or several separated by commas. */
  customer: string;
  accounts: AccountSelectionState;
  types: readonly DocumentType[];
  /** A statement lists every kind of document: only with all three permissions. */
  canStatement: boolean;
  canDownloadPdf: boolean;
}

function Summary({ customer, accounts, types, canStatement, canDownloadPdf }: SummaryProps) {
  const { t } = useTranslation(namespace);
  const summary = useAccountSummary(customer);
  const data = summary.data;

  return (
    <>
      {accounts.across && data ? (
        <section aria-labelledby="summary-covers" className="mb-4 text-sm text-ink">
          <h2 id="summary-covers" className="font-semibold">
            {t('summary_covers', { count: data.customerIds.length })}
          </h2>
          <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
            {data.customerIds.map((id) => (
              <li key={id}>{accounts.nameOf(id) ? `${accounts.nameOf(id)} (${id})` : id}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <p role="status" className="mb-3 text-sm text-ink-muted">
        {summary.isPending ? t('summary_loading') : null}
      </p>
      {summary.isPending ? null : isRefusal(summary.error) ? (
        <EmptyState title={t('not_allowed_title')} description={t('not_allowed_description')} />
      ) : summary.isError || !data ? (
        <EmptyState
          title={t('summary_error_title')}
          description={t('error_description')}
          action={<Button onClick={() => void summary.refetch()}>{t('retry')}</Button>}
        />
      ) : (
        <div className="grid grid-cols-1 gap-6">
          {data.currencies.length === 0 ? (
            <EmptyState title={t('summary_empty_title')} description={t('summary_empty_description')} />
          ) : (
            data.currencies.map((figures) => <CurrencyCard key={figures.currency} figures={figures} asOf={data.asOf} />)
          )}
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
            <NextDue summary={data} />
            {types.includes('payment') ? <LastPayments summary={data} /> : null}
          </div>
          {canStatement ? (
            <StatementForm customer={customer} today={data.asOf} canDownloadPdf={canDownloadPdf} />
          ) : null}
        </div>
      )}
    </>
  );
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="mt-1 text-xl">{children}</dd>
    </div>
  );
}

function CurrencyCard({ figures, asOf }: { figures: CurrencyFigures; asOf: string }) {
  const { t } = useTranslation(namespace);
  const format = useFormatters();
  const { currency } = figures;
  const listPath = useListPath();
  const money = (amount: number) => format.money(amount, currency);
  const unpaid = listPath('invoice', { status: 'unpaid', currency });
  const headingId = `summary-${currency}`;
  return (
    <section aria-labelledby={headingId} className="rounded-card border border-line bg-surface p-4">
      <h2 id={headingId} className="text-lg font-semibold text-ink">
        {t('summary_currency', { currency })}
      </h2>
      <dl className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Figure label={t('summary_open')}>
          <Link to={unpaid} className={linkClass}>
            {money(figures.open)}
          </Link>
          <span className="ml-2 text-sm text-ink-muted">{t('summary_invoices', { count: figures.openCount })}</span>
        </Figure>
        <Figure label={t('summary_overdue')}>
          <Link
            to={listPath('invoice', { status: 'overdue', currency })}
            className={linkClass}
            aria-label={t('summary_overdue_link', { amount: money(figures.overdue), currency })}
          >
            {money(figures.overdue)}
          </Link>
          <span className="ml-2 text-sm text-ink-muted">{t('summary_invoices', { count: figures.overdueCount })}</span>
        </Figure>
        {figures.creditLimit ? (
          <>
            <Figure label={t('summary_credit_limit')}>{money(figures.creditLimit.limit)}</Figure>
            <Figure label={t('summary_credit_used_available')}>
              <Link to={unpaid} className={linkClass}>
                {money(figures.creditLimit.used)}
              </Link>
              <span className="text-ink-muted"> / </span>
              <span>{money(figures.creditLimit.available)}</span>
            </Figure>
          </>
        ) : null}
      </dl>
      <TableScroller labelledBy={`${headingId}-aging`} className="mt-4">
        <table className="w-full text-sm">
          <caption id={`${headingId}-aging`} className="sr-only">
            {t('aging_caption', { currency })}
          </caption>
          <thead>
            <tr>
              {agingBuckets.map((bucket) => (
                <th key={bucket} scope="col" className="px-2 py-1 text-right font-semibold text-ink-muted">
                  {t(`aging_${bucket}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              {agingBuckets.map((bucket) => (
                <td key={bucket} className="px-2 py-1 text-right tabular-nums">
                  <Link
                    to={listPath('invoice', { status: 'unpaid', currency, ...agingDueRange(bucket, asOf) })}
                    className={linkClass}
                  >
                    {money(figures.aging[bucket])}
                  </Link>
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </TableScroller>
    </section>
  );
}

function DocumentsCard({
  heading,
  empty,
  items,
  dateOf,
  amountOf,
  dateLabel,
}: {
  heading: string;
  empty: string;
  items: readonly DocumentSummary[];
  dateOf: (item: DocumentSummary) => string | null;
  amountOf: (item: DocumentSummary) => number;
  dateLabel: string;
}) {
  const { t } = useTranslation(namespace);
  const format = useFormatters();
  const listPath = useListPath();
  return (
    <section aria-label={heading} className="rounded-card border border-line bg-surface p-4">
      <h2 className="text-lg font-semibold text-ink">{heading}</h2>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">{empty}</p>
      ) : (
        <table className="mt-2 w-full text-sm">
          <caption className="sr-only">{heading}</caption>
          <thead>
            <tr>
              <th scope="col" className="py-1 text-left font-semibold text-ink-muted">
                {t('column_number')}
              </th>
              <th scope="col" className="py-1 text-left font-semibold text-ink-muted">
                {dateLabel}
              </th>
              <th scope="col" className="py-1 text-right font-semibold text-ink-muted">
                {t('column_gross')}
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => {
              const date = dateOf(item);
              return (
                <tr key={item.documentId} className="border-t border-line">
                  <td className="py-1">
                    <Link to={listPath(item.type, { q: item.documentId })} className={linkClass}>
                      {item.documentId}
                    </Link>
                    {item.status === 'overdue' ? (
                      <span className="ml-2 text-xs font-semibold text-danger">{t('status_overdue')}</span>
                    ) : null}
                  </td>
                  <td className="py-1">{date ? format.date(date) : '–'}</td>
                  <td className="py-1 text-right tabular-nums">{format.money(amountOf(item), item.currency)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}

function NextDue({ summary }: { summary: AccountSummary }) {
  const { t } = useTranslation(namespace);
  return (
    <DocumentsCard
      heading={t('summary_next_due')}
      empty={t('summary_next_due_none')}
      items={summary.nextDue}
      dateOf={(item) => item.dueDate}
      amountOf={(item) => item.openAmount}
      dateLabel={t('column_due_date')}
    />
  );
}

function LastPayments({ summary }: { summary: AccountSummary }) {
  const { t } = useTranslation(namespace);
  return (
    <DocumentsCard
      heading={t('summary_last_payments')}
      empty={t('summary_last_payments_none')}
      items={summary.lastPayments}
      dateOf={(item) => item.issueDate}
      amountOf={(item) => item.grossAmount}
      dateLabel={t('column_issue_date')}
    />
  );
}
