import { usePermissions } from '@portal/portal-kit';
import { CustomerDashboard } from './customer-dashboard.tsx';
import { InternalDashboard } from './internal-dashboard.tsx';

/** Spec 2.1: the dashboard shows customer content, or the internal cards for internal users. */
export function DashboardPage() {
  const permissions = usePermissions();
  return permissions?.internal ? <InternalDashboard /> : <CustomerDashboard />;
}
