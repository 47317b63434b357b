import { paths, type OrderSummary } from '@portal/contracts';
import { useFormatters } from '@portal/portal-kit';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ordersNamespace } from '../labels.ts';
import { brandName } from '../../../lib/brand-name.ts';
import { OrderStatusBadge } from './order-status-badge.tsx';
import { TableScroller } from '@portal/ui';

const headerClass = 'whitespace-nowrap px-3 py-2 text-left font-semibold';
const cellClass = 'whitespace-nowrap px-3 py-2';

/** What the order page's back link returns to: the list's address with its filters and accounts. */
export interface OrderLinkState {
  listSearch: string;
}

interface OrdersTableProps {
  orders: readonly OrderSummary[];
  caption: string;
  /**
   * Across several sold-tos: the name of a sold-to by its number. The table then shows a sold-to column, and each
   * order's link names its sold-to (`?customer=`), which the order page reads instead of the working one.
   */
  soldToOf?: ((customerId: string) => string | undefined) | undefined;
}

/**
 * The orders of one page. The table scrolls sideways on narrow screens inside a focusable region, so keyboard
 * users can scroll it too; the order number is the row's link.
 */
export function OrdersTable({ orders, caption, soldToOf }: OrdersTableProps) {
  const { t } = useTranslation(ordersNamespace);
  const format = useFormatters();
  const captionId = useId();
  const { search } = useLocation();
  const linkState: OrderLinkState = { listSearch: search };
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
            {soldToOf ? (
              <th scope="col" className={headerClass}>
                {t('column_sold_to')}
              </th>
            ) : null}
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
                  to={
                    paths.orders.details(order.source, order.orderId) +
                    (soldToOf ? `?${new URLSearchParams({ customer: order.customerId }).toString()}` : '')
                  }
                  state={linkState}
                  className="text-brand underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand"
                >
                  {order.orderId}
                </Link>
                <span className="block text-xs font-normal text-ink-muted">{t(`source_${order.source}`)}</span>
              </th>
              {soldToOf ? (
                <td className="min-w-40 px-3 py-2">
                  {order.customerId}
                  {soldToOf(order.customerId) ? (
                    <span className="block text-xs text-ink-muted">{soldToOf(order.customerId)}</span>
                  ) : null}
                </td>
              ) : null}
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
