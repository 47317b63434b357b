import { orderIdSchema, orderSources, paths, type OrderSourceId } from '@portal/contracts';
import { ApiRequestError, useFormatters, usePermissions, useSelectedSoldTo } from '@portal/portal-kit';
import { Button, EmptyState, PageHeader } from '@portal/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useOrder } from '../api/get-order.ts';
import { ordersNamespace } from '../labels.ts';
import { brandName } from '../../../lib/brand-name.ts';
import { OrderAgain } from './order-again.tsx';
import { OrderDeliveries } from './order-deliveries.tsx';
import { OrderLines } from './order-lines.tsx';
import { OrderStatusBadge } from './order-status-badge.tsx';
import { OrderTimeline } from './order-timeline.tsx';
import { ReturnEligibilityModal } from './return-eligibility-modal.tsx';

const isSource = (value: string | undefined): value is OrderSourceId =>
  (orderSources as readonly (string | undefined)[]).includes(value);

function BackLink() {
  const { t } = useTranslation(ordersNamespace);
  return (
    <Link to={paths.orders.root} className="mb-4 inline-block text-sm text-brand underline underline-offset-2">
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

/** `/orders/{source}/{orderId}` (spec 2.1): one order of the selected sold-to. */
export function OrderDetailsPage() {
  const { source, orderId = '' } = useParams();
  const soldTo = useSelectedSoldTo();
  // An address no order can have is "not found" without asking the server.
  if (!soldTo || !isSource(source) || !orderIdSchema.safeParse(orderId).success) return <NotFound orderId={orderId} />;
  return <OrderDetails customer={soldTo.customerId} source={source} orderId={orderId} />;
}

function OrderDetails({ customer, source, orderId }: { customer: string; source: OrderSourceId; orderId: string }) {
  const { t } = useTranslation(ordersNamespace);
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
  const canReturn = Boolean(permissions?.returns) && detail.lines.some((line) => line.shippedQuantity > 0);
  const window = (range: { from: string; to: string }) =>
    t('detail_window', { from: format.date(range.from), to: format.date(range.to) });
  const facts: [string, string][] = [
    [t('detail_source'), t(`source_${detail.source}`)],
    [t('detail_sold_to'), detail.customerId],
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
      <div className="mb-6 flex flex-wrap gap-3">
        {permissions?.ticketWrite ? (
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
        <OrderAgain customer={customer} order={detail} />
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
