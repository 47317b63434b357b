import { useActingOnBehalf, usePermissions } from '@portal/portal-kit';
import { OnBehalfOverview } from '../../../components/on-behalf-overview.tsx';
import { CustomerDashboard } from './customer-dashboard.tsx';
import { InternalDashboard } from './internal-dashboard.tsx';

/**
 * Spec 2.1: the dashboard shows customer content, or the internal cards for internal users (the customer's content
 * while they act on behalf of one, below the customer overview).
 */
export function DashboardPage() {
  const permissions = usePermissions();
  const onBehalf = useActingOnBehalf();
  if (onBehalf) {
    return (
      <>
        <OnBehalfOverview />
        <CustomerDashboard />
      </>
    );
  }
  return permissions?.internal ? <InternalDashboard /> : <CustomerDashboard />;
}
