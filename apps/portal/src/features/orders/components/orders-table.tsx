import { paths, type OrderSummary } from '@portal/contracts';
import { useFormatters } from '@portal/portal-kit';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ordersNamespace } from '../labels.ts';
import { brandName } from '../../../lib/brand-name.ts';
import { OrderStatusBadge } from './order-status-badge.tsx';
import { TableScroller } from '@portal/ui';

const headerClass = 'whitespace-nowrap px-3 py-2 text-left font-semibold';
const cellClass = 'whitespace-nowrap px-3 py-2';

/**
 * The orders of one page. The table scrolls sideways on narrow screens inside a focusable region, so keyboard
 * users can scroll it too; the order number is the row's link.
 */
export function OrdersTable({ orders, caption }: { orders: readonly OrderSummary[]; caption: string }) {
  const { t } = useTranslation(ordersNamespace);
  const format = useFormatters();
  const captionId = useId();
  return (
    <TableScroller labelledBy={captionId}>
      <table className="min-w-full text-sm">
        <caption id={captionId} className="sr-only">
          {caption}
        </caption>
        <thead className="border-b border-line bg-canvas text-ink">
          <tr>
            <th scope="col" className={headerClass}>
              {t('column_order')}
            </th>
            <th scope="col" className={headerClass}>
              {t('column_po')}
            </th>
            <th scope="col" className={headerClass}>
              {t('column_date')}
            </th>
            <th scope="col" className={headerClass}>
              {t('column_brand')}
            </th>
            <th scope="col" className={headerClass}>
              {t('column_season')}
            </th>
            <th scope="col" className={headerClass}>
              {t('column_ship_to')}
            </th>
            <th scope="col" className={headerClass}>
              {t('column_status')}
            </th>
            <th scope="col" className={`${headerClass} text-right`}>
              {t('column_total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr
              key={`${order.source}/${order.orderId}`}
              className="border-b border-line last:border-b-0 hover:bg-canvas"
            >
              <th scope="row" className={`${cellClass} text-left font-medium`}>
                <Link
                  to={paths.orders.details(order.source, order.orderId)}
                  className="text-brand underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand"
                >
                  {order.orderId}
                </Link>
                <span className="block text-xs font-normal text-ink-muted">{t(`source_${order.source}`)}</span>
              </th>
              <td className={cellClass}>{order.poNumber ?? '—'}</td>
              <td className={cellClass}>{format.shortDate(order.orderDate)}</td>
              <td className={cellClass}>{brandName(order.brandId)}</td>
              <td className={cellClass}>{order.season}</td>
              <td className="min-w-40 px-3 py-2">{order.shipTo.name}</td>
              <td className={cellClass}>
                <OrderStatusBadge status={order.status} />
              </td>
              <td className={`${cellClass} text-right tabular-nums`}>{format.money(order.netTotal, order.currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}
