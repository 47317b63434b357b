import { Badge, PageHeader } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { namespace } from '../labels.ts';

export function TicketsPage() {
  const { t } = useTranslation(namespace);
  return (
    <PageHeader title={t('tickets_title')} description={t('tickets_intro')}>
      <Badge tone="info">{t('module_name')}</Badge>
    </PageHeader>
  );
}
