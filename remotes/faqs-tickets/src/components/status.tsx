import type { TicketCategory, TicketStatus } from '@portal/contracts';
import { Badge, type BadgeTone } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { namespace } from '../labels.ts';

const tones: Record<TicketStatus, BadgeTone> = {
  open: 'info',
  in_progress: 'info',
  waiting_for_customer: 'warning',
  resolved: 'success',
  closed: 'neutral',
};

export const statusLabels = {
  open: 'status_open',
  in_progress: 'status_in_progress',
  waiting_for_customer: 'status_waiting_for_customer',
  resolved: 'status_resolved',
  closed: 'status_closed',
} as const satisfies Record<TicketStatus, string>;

export const categoryLabels = {
  order: 'category_order',
  delivery: 'category_delivery',
  invoice: 'category_invoice',
  product: 'category_product',
  account: 'category_account',
  other: 'category_miscellaneous',
} as const satisfies Record<TicketCategory, string>;

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const { t } = useTranslation(namespace);
  return <Badge tone={tones[status]}>{t(statusLabels[status])}</Badge>;
}
