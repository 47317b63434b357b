import type { Delivery, OrderDetail } from '@portal/contracts';
import { useFormatters } from '@portal/portal-kit';
import { useTranslation } from 'react-i18next';
import { ordersNamespace } from '../labels.ts';

function DeliveryCard({ delivery }: { delivery: Delivery }) {
  const { t } = useTranslation(ordersNamespace);
  const format = useFormatters();
  const headingId = `delivery-${delivery.deliveryNumber}`;
  const units = delivery.lines.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <li>
      <article aria-labelledby={headingId} className="h-full rounded-card border border-line bg-surface p-4">
        <h3 id={headingId} className="font-semibold text-ink">
          {t('delivery_title', { deliveryNumber: delivery.deliveryNumber })}
        </h3>
        <p className="text-sm text-ink-muted">
          {/* Each count through its own plural label: "1 units in 1 lines" before. */}
          {t('delivery_lines', {
            units: t('delivery_units', { count: units, formatted: format.number(units) }),
            lines: t('delivery_line_count', {
              count: delivery.lines.length,
              formatted: format.number(delivery.lines.length),
            }),
          })}
        </p>
        <dl className="mt-3 grid gap-2 text-sm">
          <div>
            <dt className="text-ink-muted">{t('delivery_ship_date')}</dt>
            <dd className="text-ink">{format.date(delivery.shipDate)}</dd>
          </div>
          <div>
            <dt className="text-ink-muted">{t('delivery_carrier')}</dt>
            <dd className="text-ink">{delivery.carrier}</dd>
          </div>
          <div>
            <dt className="text-ink-muted">{t('delivery_tracking')}</dt>
            <dd className="text-ink">
              {delivery.trackingNumber && delivery.trackingUrl ? (
                <a
                  href={delivery.trackingUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-brand underline underline-offset-2"
                >
                  {t('delivery_track', { trackingNumber: delivery.trackingNumber })}
                  <span className="sr-only"> {t('opens_new_tab')}</span>
                </a>
              ) : (
                (delivery.trackingNumber ?? t('delivery_no_tracking'))
              )}
            </dd>
          </div>
          <div>
            <dt className="text-ink-muted">{t('delivery_pod')}</dt>
            <dd className="text-ink">
              {delivery.proofOfDelivery
                ? t('delivery_pod_value', {
                    date: format.date(delivery.proofOfDelivery.deliveredAt),
                    signedBy: delivery.proofOfDelivery.signedBy,
                  })
                : t('delivery_pod_pending')}
            </dd>
          </div>
        </dl>
      </article>
    </li>
  );
}

/** The order's deliveries with tracking; without orderInquiryDeliveries the server sends none and says so. */
export function OrderDeliveries({ order }: { order: OrderDetail }) {
  const { t } = useTranslation(ordersNamespace);
  return (
    <section aria-labelledby="order-deliveries" className="mt-6">
      <h2 id="order-deliveries" className="mb-3 text-lg font-semibold text-ink">
        {t('detail_deliveries')}
      </h2>
      {order.deliveries === null ? (
        <p className="text-ink-muted">{t('deliveries_hidden')}</p>
      ) : order.deliveries.length === 0 ? (
        <p className="text-ink-muted">{t('deliveries_none')}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {order.deliveries.map((delivery) => (
            <DeliveryCard key={delivery.deliveryNumber} delivery={delivery} />
          ))}
        </ul>
      )}
    </section>
  );
}
