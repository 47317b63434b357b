import { Badge, PageHeader } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { namespace } from '../labels.ts';

export function HelpPage() {
  const { t } = useTranslation(namespace);
  return (
    <PageHeader title={t('help_title')} description={t('help_intro')}>
      <Badge tone="info">{t('module_name')}</Badge>
    </PageHeader>
  );
}
