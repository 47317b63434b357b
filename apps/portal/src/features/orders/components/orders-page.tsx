import { orderCountCap } from '@portal/contracts';
import { useAccountSelection, useFormatters, useSelectedSoldTo, type AccountSelectionState } from '@portal/portal-kit';
import { AccountSelector, Alert, Button, EmptyState, PageHeader, Pagination } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useOrders } from '../api/get-orders.ts';
import { OrderTotals } from './order-totals.tsx';
import { isInvertedPeriod } from '../../../lib/brand-season-period.ts';
import { useOrderListState } from '../hooks/use-order-filters.ts';
import { ordersNamespace } from '../labels.ts';
import { ExportOrders } from './export-orders.tsx';
import { OrderFilters } from './order-filters.tsx';
import { OrdersTable } from './orders-table.tsx';

const pageSize = 20;

/**
 * `/orders` (spec 2.1, orderInquiryNew): the selected sold-to's order history, or that of several of the user's
 * sold-tos (`?accounts=`, ADR 063) with a sold-to column.
 */
export function OrdersPage() {
  const { t } = useTranslation(ordersNamespace);
  const soldTo = useSelectedSoldTo();
  const accounts = useAccountSelection('orderInquiryNew', useSearchParams());
  if (!soldTo) {
    return (
      <>
        <PageHeader title={t('list_title')} />
        <EmptyState title={t('no_sold_to')} />
      </>
    );
  }
  const customerName = `${soldTo.name} (${soldTo.customerId})`;
  const count = accounts.customerIds.length;
  return (
    <>
      <PageHeader
        title={t('list_title')}
        description={accounts.across ? t('list_intro_across', { count }) : t('list_intro', { customer: customerName })}
      />
      {accounts.selector ? <AccountSelector {...accounts.selector} /> : null}
      {accounts.notice ? <Alert type="warning" header={accounts.notice} className="mb-4" /> : null}
      {count > 0 ? (
        <OrderHistory
          accounts={accounts}
          caption={
            accounts.across ? t('table_caption_across', { count }) : t('table_caption', { customer: customerName })
          }
        />
      ) : null}
    </>
  );
}

function OrderHistory({ accounts, caption }: { accounts: AccountSelectionState; caption: string }) {
  const { t } = useTranslation(ordersNamespace);
  const format = useFormatters();
  const customer = accounts.customerIds.join(',');
  const { filter, pageNumber, after, setFilter, setPage } = useOrderListState();
  // An inverted period is not asked for: the end date's field says what is wrong, rather than "no orders match".
  const inverted = isInvertedPeriod(filter);
  const orders = useOrders({ customer, filter, pageNumber, pageSize, after }, !inverted);
  const page = orders.data;
  const pageCount = page ? Math.ceil(page.totalElements / page.pageSize) : 0;

  return (
    <>
      <OrderFilters filter={filter} onChange={setFilter} />
      {inverted ? null : (
        <>
          <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
            <p role="status" className="text-sm font-medium text-ink" aria-busy={orders.isFetching}>
              {/* With none the empty state below says so: no "0 orders" beside it, only its words announced. */}
              {orders.isPending ? (
                t('loading')
              ) : !page ? null : page.totalCapped ? (
                t('result_count_capped', { total: format.number(orderCountCap) })
              ) : page.totalElements > 0 ? (
                t('result_count', { count: page.totalElements, total: format.number(page.totalElements) })
              ) : (
                <span className="sr-only">{t('empty_title')}</span>
              )}
            </p>
            {page && page.totalElements > 0 ? <ExportOrders customer={customer} filter={filter} /> : null}
          </div>
          {page && page.totalElements > 0 ? <OrderTotals customer={customer} filter={filter} /> : null}
          {orders.isError ? (
            <EmptyState
              title={t('error_title')}
              description={t('error_description')}
              action={<Button onClick={() => void orders.refetch()}>{t('retry')}</Button>}
            />
          ) : page && page.items.length === 0 ? (
            <EmptyState
              title={t('empty_title')}
              description={t('empty_description')}
              action={
                Object.keys(filter).length > 0 ? (
                  <Button variant="secondary" onClick={() => setFilter({})}>
                    {t('filter_clear')}
                  </Button>
                ) : undefined
              }
            />
          ) : page ? (
            <div className={orders.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
              <OrdersTable
                orders={page.items}
                caption={caption}
                soldToOf={accounts.across ? accounts.nameOf : undefined}
              />
              <Pagination
                pageNumber={page.pageNumber}
                pageCount={Math.min(pageCount, 1001)}
                onPage={(next) =>
                  // "Next" reads on from this page's last order (ADR 075); "previous" goes by page number.
                  setPage(next, next === page.pageNumber + 1 ? (page.nextCursor ?? undefined) : undefined)
                }
                labels={{
                  navigation: t('pagination_label'),
                  previous: t('page_previous'),
                  next: t('page_next'),
                  position: t('page_of', { page: page.pageNumber + 1, pages: Math.min(pageCount, 1001) }),
                }}
              />
            </div>
          ) : null}
        </>
      )}
    </>
  );
}
