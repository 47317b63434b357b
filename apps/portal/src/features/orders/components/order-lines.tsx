import type { OrderDetail } from '@portal/contracts';
import { useFormatters } from '@portal/portal-kit';
import { useTranslation } from 'react-i18next';
import { ordersNamespace } from '../labels.ts';
import { OrderStatusBadge } from './order-status-badge.tsx';
import { TableScroller } from '@portal/ui';

// Headers may wrap ("Unit / price"); cells of figures and codes do not.
const headerClass = 'px-2 py-2 text-left align-bottom font-semibold';
const numberHeaderClass = 'px-2 py-2 text-right align-bottom font-semibold';
const cellClass = 'whitespace-nowrap px-2 py-2';
/**
 * Names wrap, their codes on a line of their own: eleven columns of unbroken text were wider than the page at
 * 1280 px and pushed the net amount out of sight.
 */
const nameCellClass = 'min-w-32 px-2 py-2';
const numberClass = 'whitespace-nowrap px-2 py-2 text-right tabular-nums';

export function OrderLines({ order }: { order: OrderDetail }) {
  const { t } = useTranslation(ordersNamespace);
  const format = useFormatters();
  return (
    <section aria-labelledby="order-lines" className="mt-6">
      <h2 id="order-lines" className="mb-3 text-lg font-semibold text-ink">
        {t('detail_lines')}
      </h2>
      <TableScroller labelledBy="order-lines-caption">
        <table className="min-w-full text-sm">
          <caption id="order-lines-caption" className="sr-only">
            {t('detail_lines_caption', { orderId: order.orderId })}
          </caption>
          <thead className="border-b border-line bg-canvas">
            <tr>
              <th scope="col" className={numberHeaderClass}>
                {t('line_number')}
              </th>
              <th scope="col" className={headerClass}>
                {t('line_style')}
              </th>
              <th scope="col" className={headerClass}>
                {t('line_colour')}
              </th>
              <th scope="col" className={headerClass}>
                {t('line_size')}
              </th>
              <th scope="col" className={headerClass}>
                {t('line_sku')}
              </th>
              <th scope="col" className={numberHeaderClass}>
                {t('line_ordered')}
              </th>
              <th scope="col" className={numberHeaderClass}>
                {t('line_confirmed')}
              </th>
              <th scope="col" className={numberHeaderClass}>
                {t('line_shipped')}
              </th>
              <th scope="col" className={numberHeaderClass}>
                {t('line_unit_price')}
              </th>
              <th scope="col" className={numberHeaderClass}>
                {t('line_amount')}
              </th>
              <th scope="col" className={headerClass}>
                {t('line_status')}
              </th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={line.lineNumber} className="border-b border-line last:border-b-0">
                <td className={numberClass}>{line.lineNumber}</td>
                <th scope="row" className={`${nameCellClass} text-left font-medium`}>
                  {line.styleName} <span className="block font-normal text-ink-muted">{line.style}</span>
                </th>
                <td className={nameCellClass}>
                  {line.colourName} <span className="block text-ink-muted">{line.colour}</span>
                </td>
                <td className={cellClass}>{line.size}</td>
                <td className={cellClass}>{line.sku}</td>
                <td className={numberClass}>{format.number(line.orderedQuantity)}</td>
                <td className={numberClass}>{format.number(line.confirmedQuantity)}</td>
                <td className={numberClass}>{format.number(line.shippedQuantity)}</td>
                <td className={numberClass}>{format.money(line.unitPrice, order.currency)}</td>
                <td className={numberClass}>{format.money(line.netAmount, order.currency)}</td>
                <td className={cellClass}>
                  <OrderStatusBadge status={line.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroller>
    </section>
  );
}
