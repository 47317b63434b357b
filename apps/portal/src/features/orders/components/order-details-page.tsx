import { customerIdSchema, orderIdSchema, orderSources, paths, type OrderSourceId } from '@portal/contracts';
import { ApiRequestError, useFormatters, usePermissions, useSelectedSoldTo, useSoldTos } from '@portal/portal-kit';
import { Alert, Button, EmptyState, PageHeader } from '@portal/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { useOrder } from '../api/get-order.ts';
import { ordersNamespace } from '../labels.ts';
import { brandName } from '../../../lib/brand-name.ts';
import { OrderAgain } from './order-again.tsx';
import { OrderDeliveries } from './order-deliveries.tsx';
import { OrderLines } from './order-lines.tsx';
import { OrderStatusBadge } from './order-status-badge.tsx';
import { OrderTimeline } from './order-timeline.tsx';
import type { OrderLinkState } from './orders-table.tsx';
import { ReturnEligibilityModal } from './return-eligibility-modal.tsx';

const isSource = (value: string | undefined): value is OrderSourceId =>
  (orderSources as readonly (string | undefined)[]).includes(value);

const listSearchOf = (state: unknown): string => {
  const listSearch = (state as Partial<OrderLinkState> | null)?.listSearch;
  return typeof listSearch === 'string' && listSearch.startsWith('?') ? listSearch : '';
};

/** Back to the list, with the filters and accounts it had when the order was opened from it. */
function BackLink() {
  const { t } = useTranslation(ordersNamespace);
  const { state } = useLocation();
  return (
    <Link
      to={paths.orders.root + listSearchOf(state)}
      className="mb-4 inline-block text-sm text-brand underline underline-offset-2"
    >
      {t('detail_back')}
    </Link>
  );
}

function NotFound({ orderId }: { orderId: string }) {
  const { t } = useTranslation(ordersNamespace);
  return (
    <>
      <BackLink />
      <PageHeader title={t('detail_not_found_title')} />
      <EmptyState title={t('detail_not_found_title')} description={t('detail_not_found_description', { orderId })} />
    </>
  );
}

/**
 * `/orders/{source}/{orderId}` (spec 2.1): one order of the selected sold-to, or of the sold-to the address names
 * (`?customer=`, a link from the list across accounts), which the server checks as any other; the working sold-to
 * stays as it is.
 */
export function OrderDetailsPage() {
  const { source, orderId = '' } = useParams();
  const [search] = useSearchParams();
  const soldTo = useSelectedSoldTo();
  const linked = search.get('customer');
  const customer = linked && customerIdSchema.safeParse(linked).success ? linked : soldTo?.customerId;
  // An address no order can have is "not found" without asking the server.
  if (!customer || !isSource(source) || !orderIdSchema.safeParse(orderId).success)
    return <NotFound orderId={orderId} />;
  return (
    <OrderDetails
      customer={customer}
      ofWorkingSoldTo={customer === soldTo?.customerId}
      source={source}
      orderId={orderId}
    />
  );
}

interface OrderDetailsProps {
  customer: string;
  /** False for an order of another of the user's sold-tos: its actions belong to that account. */
  ofWorkingSoldTo: boolean;
  source: OrderSourceId;
  orderId: string;
}

function OrderDetails({ customer, ofWorkingSoldTo, source, orderId }: OrderDetailsProps) {
  const { t } = useTranslation(ordersNamespace);
  const soldTos = useSoldTos();
  const format = useFormatters();
  const permissions = usePermissions();
  const order = useOrder({ customer, source, orderId });
  const [returnsOpen, setReturnsOpen] = useState(false);

  if (order.isPending) {
    return (
      <>
        <BackLink />
        <PageHeader title={t('detail_title', { orderId })} />
        <p role="status">{t('detail_loading')}</p>
      </>
    );
  }
  if (order.isError) {
    if (order.error instanceof ApiRequestError && order.error.status === 404) return <NotFound orderId={orderId} />;
    return (
      <>
        <BackLink />
        <PageHeader title={t('detail_title', { orderId })} />
        <EmptyState
          title={t('error_title')}
          description={t('error_description')}
          action={<Button onClick={() => void order.refetch()}>{t('retry')}</Button>}
        />
      </>
    );
  }

  const detail = order.data;
  // Only shipped goods can go back: an order with nothing shipped offers no returns.
  const canReturn =
    ofWorkingSoldTo && Boolean(permissions?.returns) && detail.lines.some((line) => line.shippedQuantity > 0);
  const soldToName = soldTos?.find((soldTo) => soldTo.customerId === detail.customerId)?.name;
  const account = soldToName ? `${soldToName} (${detail.customerId})` : detail.customerId;
  const window = (range: { from: string; to: string }) =>
    t('detail_window', { from: format.date(range.from), to: format.date(range.to) });
  const facts: [string, string][] = [
    [t('detail_source'), t(`source_${detail.source}`)],
    [t('detail_sold_to'), account],
    [t('column_ship_to'), `${detail.shipTo.name} (${detail.shipTo.id})`],
    [t('column_brand'), brandName(detail.brandId)],
    [t('column_season'), detail.season],
    [t('column_po'), detail.poNumber ?? t('detail_no_po')],
    [t('column_date'), format.date(detail.orderDate)],
    [t('detail_requested_delivery'), window(detail.requestedDelivery)],
    [
      t('detail_confirmed_delivery'),
      detail.confirmedDelivery ? window(detail.confirmedDelivery) : t('detail_not_confirmed'),
    ],
    [t('column_total'), format.money(detail.netTotal, detail.currency)],
  ];

  return (
    <>
      <BackLink />
      <PageHeader title={t('detail_title', { orderId: detail.orderId })}>
        <OrderStatusBadge status={detail.status} />
      </PageHeader>
      {ofWorkingSoldTo ? null : <Alert header={t('detail_other_account', { account })} className="mb-6" />}
      <div className="mb-6 flex flex-wrap gap-3 empty:hidden">
        {ofWorkingSoldTo && permissions?.ticketWrite ? (
          <Link
            to={paths.tickets.new({
              category: 'order',
              order: { source: detail.source, orderId: detail.orderId },
              subject: t('detail_title', { orderId: detail.orderId }),
            })}
            className="inline-flex min-h-11 items-center rounded-lg border border-line bg-surface px-4 text-sm font-semibold text-ink hover:bg-canvas focus-visible:outline-2 focus-visible:outline-brand"
          >
            {t('raise_ticket')}
          </Link>
        ) : null}
        {canReturn ? (
          <Button variant="secondary" onClick={() => setReturnsOpen(true)}>
            {t('returns_check')}
          </Button>
        ) : null}
        {ofWorkingSoldTo ? <OrderAgain customer={customer} order={detail} /> : null}
      </div>
      {canReturn ? (
        <ReturnEligibilityModal customer={customer} order={detail} isOpen={returnsOpen} onOpenChange={setReturnsOpen} />
      ) : null}
      <div className="grid gap-6 lg:grid-cols-3">
        <section
          aria-labelledby="order-summary"
          className="rounded-card border border-line bg-surface p-4 lg:col-span-2"
        >
          <h2 id="order-summary" className="mb-3 text-lg font-semibold text-ink">
            {t('detail_summary')}
          </h2>
          <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
            {facts.map(([term, value]) => (
              <div key={term}>
                <dt className="text-sm text-ink-muted">{term}</dt>
                <dd className="font-medium text-ink">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <OrderTimeline timeline={detail.timeline} />
      </div>
      <OrderLines order={detail} />
      <OrderDeliveries order={detail} />
    </>
  );
}
