import { paths } from '@portal/contracts';
import { Navigate } from '@portal/portal-kit/router';

/** Spec 2.1: `/ticket` itself shows the ticket history, the sidebar's link. */
export function TicketsIndex() {
  return <Navigate to={paths.tickets.history} replace />;
}
