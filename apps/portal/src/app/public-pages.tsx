import { upcomingMaintenance } from '@portal/contracts';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { getRuntimeConfig } from '../config/runtime-config.ts';
import { preLoginLanguage, useRouteLanguage } from '../lib/language.ts';

/** Only loaded when a maintenance is planned, so the sign-in page's first screen carries none of it. */
const PlannedMaintenanceNotice = lazy(async () => ({
  default: (await import('../features/maintenance/components/maintenance-notices.tsx')).PlannedMaintenanceNotice,
}));

/**
 * The pages that need no sign-in: spec 4's pre-login language, whoever is signed in, and the notice of a planned
 * maintenance (issue 34: shown to everyone before it starts, so also to someone who has not signed in yet).
 */
export function PublicPages() {
  useRouteLanguage(preLoginLanguage());
  const settings = getRuntimeConfig();
  return (
    <>
      {upcomingMaintenance(settings, new Date()) ? (
        <Suspense fallback={null}>
          <PlannedMaintenanceNotice settings={settings} />
        </Suspense>
      ) : null}
      <Outlet />
    </>
  );
}
