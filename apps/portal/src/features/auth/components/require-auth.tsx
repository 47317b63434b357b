import { paths } from '@portal/contracts';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useUserInfo } from '../hooks/use-user-info.ts';

export interface ReturnToState {
  returnTo?: string;
}

/** Login-required routes: without a signed-in user, go to /login and come back here afterwards. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const userInfo = useUserInfo();
  const location = useLocation();
  if (!userInfo) {
    const state: ReturnToState = { returnTo: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to={paths.login} replace state={state} />;
  }
  return children;
}
