import type { OrderFilter } from '@portal/contracts';
import { useFormatters } from '@portal/portal-kit';
import { useTranslation } from 'react-i18next';
import { useOrderTotals } from '../api/get-order-totals.ts';
import { ordersNamespace } from '../labels.ts';

/** The net totals per currency of every order the filters match (all pages, from the server), under the count. */
export function OrderTotals({ customer, filter }: { customer: string; filter: OrderFilter }) {
  const { t } = useTranslation(ordersNamespace);
  const format = useFormatters();
  const totals = useOrderTotals(customer, filter).data?.totals;
  if (!totals || totals.length === 0) return null;
  return (
    <p className="mb-3 text-sm text-ink">
      <span className="font-medium">{t('list_totals')}</span>{' '}
      {totals.map((total) => format.money(total.netTotal, total.currency)).join(' · ')}
    </p>
  );
}
