import { PageHeader } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { dashboardNamespace } from '../labels.ts';

export function DashboardPage() {
  const { t } = useTranslation(dashboardNamespace);
  return <PageHeader title={t('dashboard_title')} description={t('dashboard_intro')} />;
}
