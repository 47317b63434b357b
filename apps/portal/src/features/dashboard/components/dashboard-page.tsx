import { useActingOnBehalf, usePermissions } from '@portal/portal-kit';
import { CustomerDashboard } from './customer-dashboard.tsx';
import { InternalDashboard } from './internal-dashboard.tsx';

/**
 * Spec 2.1: the dashboard shows customer content, or the internal cards for internal users (the customer's content
 * while they act on behalf of one).
 */
export function DashboardPage() {
  const permissions = usePermissions();
  const onBehalf = useActingOnBehalf();
  return permissions?.internal && !onBehalf ? <InternalDashboard /> : <CustomerDashboard />;
}
