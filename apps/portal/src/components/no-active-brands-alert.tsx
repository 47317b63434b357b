import { usePermissionsRecord } from '@portal/portal-kit';
import { Alert } from '@portal/ui';
import { useTranslation } from 'react-i18next';

/** Spec 8, "No active brands": the user's permissions record lists none, shown as dashboard.error_brands. */
export function NoActiveBrandsAlert({ className }: { className?: string }) {
  const { t } = useTranslation('dashboard');
  const record = usePermissionsRecord();
  if (!record || record.activeBrands.length > 0) return null;
  return <Alert type="warning" header={t('error_brands')} body={t('error_brands_description')} className={className} />;
}
