import { Badge, PageHeader } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { namespace } from '../labels.ts';

export function DocumentsPage() {
  const { t } = useTranslation(namespace);
  return (
    <PageHeader title={t('title')} description={t('intro')}>
      <Badge tone="info">{t('module_name')}</Badge>
    </PageHeader>
  );
}
