import { PageHeader } from '@portal/ui';
import { useTranslation } from 'react-i18next';

export function DashboardPage() {
  const { t } = useTranslation();
  return <PageHeader title={t('dashboard_title')} description={t('dashboard_intro')} />;
}
