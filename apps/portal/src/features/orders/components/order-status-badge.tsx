import type { OrderStatus } from '@portal/contracts';
import { Badge, type BadgeTone } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { ordersNamespace } from '../labels.ts';

const toneOf: Record<OrderStatus, BadgeTone> = {
  open: 'neutral',
  confirmed: 'info',
  partially_shipped: 'warning',
  shipped: 'info',
  invoiced: 'success',
  cancelled: 'danger',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation(ordersNamespace);
  return <Badge tone={toneOf[status]}>{t(`status_${status}`)}</Badge>;
}
