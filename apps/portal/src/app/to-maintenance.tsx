import { paths } from '@portal/contracts';
import { getAccessToken } from '@portal/portal-kit';
import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { RouteLoading } from '../components/route-loading.tsx';
import { reloadPage } from '../lib/reload-page.ts';

/**
 * Every path of the maintenance variant but its own pages (spec 2.3). Someone who signed in since the start-up
 * (the sign-in callback leads here) is not judged yet: the page starts again, and the start-up, which knows
 * them now, lets staff with the admin tool in (ADR 071). Everyone else gets the maintenance page.
 */
export function ToMaintenance({ signedInAtStart }: { signedInAtStart: boolean }) {
  const signedInSince = !signedInAtStart && getAccessToken() !== null;
  useEffect(() => {
    if (signedInSince) reloadPage();
  }, [signedInSince]);
  return signedInSince ? <RouteLoading /> : <Navigate to={paths.maintenance} replace />;
}
