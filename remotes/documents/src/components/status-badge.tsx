import type { DocumentStatus } from '@portal/contracts';
import { Badge, type BadgeTone } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { namespace } from '../labels.ts';

const toneOf: Record<DocumentStatus, BadgeTone> = {
  open: 'info',
  partially_paid: 'warning',
  paid: 'success',
  overdue: 'danger',
};

export function DocumentStatusBadge({ status }: { status: DocumentStatus }) {
  const { t } = useTranslation(namespace);
  return <Badge tone={toneOf[status]}>{t(`status_${status}`)}</Badge>;
}
