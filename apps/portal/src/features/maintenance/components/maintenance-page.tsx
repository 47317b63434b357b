import { PageHeader } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { PublicLayout } from '../../../components/layout/public-layout.tsx';
import { getRuntimeConfig } from '../../../config/runtime-config.ts';
import { useMaintenanceClock } from '../hooks/use-maintenance-clock.ts';
import { maintenanceNamespace } from '../labels.ts';

/** Spec 2.3: with the maintenance flag set, every path shows this page. */
export function MaintenancePage() {
  const { t } = useTranslation(maintenanceNamespace);
  // When a planned maintenance ends, the portal starts again by itself.
  useMaintenanceClock(getRuntimeConfig());
  return (
    <PublicLayout>
      <PageHeader
        title={t('maintenance_title')}
        description={t('maintenance_intro')}
        className="mb-0 border-b-0 pb-0"
      />
    </PublicLayout>
  );
}
