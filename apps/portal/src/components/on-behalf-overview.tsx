import { lazy, Suspense } from 'react';

// Only staff acting on behalf of a customer see it: customers' dashboards do not load its code.
const CustomerOverview = lazy(async () => ({
  default: (await import('../features/on-behalf/components/customer-overview.tsx')).CustomerOverview,
}));

/**
 * The on-behalf feature's customer overview, for the dashboard to place above the customer's content in the mode
 * (features do not import each other; the overview stays the on-behalf feature's).
 */
export function OnBehalfOverview() {
  return (
    <Suspense fallback={null}>
      <CustomerOverview />
    </Suspense>
  );
}
