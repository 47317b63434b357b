import { paths, sections, type Section } from '@portal/contracts';
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { AppLayout } from '../components/layout/app-layout.tsx';
import { GateLayout } from '../components/layout/gate-layout.tsx';
import { PreLoginLanguage } from '../components/pre-login-language.tsx';
import { PageError, RouteError } from '../components/route-error.tsx';
import { RouteLoading } from '../components/route-loading.tsx';
import { BrandSelectionModal } from '../features/brand-selection/components/brand-selection-modal.tsx';
import { ChangeAccountModal } from '../features/accounts/components/change-account-modal.tsx';
import { AnalyticsTracker } from '../features/analytics/components/analytics-tracker.tsx';
import { RequireAuth } from '../features/auth/components/require-auth.tsx';
import { CookiePolicyModal } from '../features/cookie-consent/components/cookie-policy-modal.tsx';
import { UserMenu } from '../features/auth/components/user-menu.tsx';
import { UserSection } from '../features/auth/components/user-section.tsx';
import { ShellNavigation } from '../features/navigation/components/shell-navigation.tsx';
import { sectionRoutes, withoutMaintenancePage } from './section-routes.tsx';
import { SessionGate } from './session-gate.tsx';

export type { RouteHandle } from './section-routes.tsx';

export interface RouterOptions {
  /** Runtime configuration's maintenance flag (spec 2.3). */
  maintenance: boolean;
  /** The section manifest the routes come from (tests pass a smaller one). */
  manifest?: readonly Section[];
}

const toDashboard = <Navigate to={paths.dashboard} replace />;

export function createRoutes({ maintenance, manifest = sections }: RouterOptions): RouteObject[] {
  const routesOf = (area: 'public' | 'gate' | 'shell') => sectionRoutes(area, manifest);
  // Spec 1 and 2.3: the maintenance variant replaces all routes; every path leads to /maintenance.
  if (maintenance) {
    return [
      {
        errorElement: <RouteError />,
        HydrateFallback: RouteLoading,
        children: [
          {
            element: <PreLoginLanguage />,
            children: routesOf('public').filter((route) => route.path === paths.maintenance),
          },
          { path: '*', element: <Navigate to={paths.maintenance} replace /> },
        ],
      },
    ];
  }
  return [
    {
      errorElement: <RouteError />,
      HydrateFallback: RouteLoading,
      children: [
        {
          element: <PreLoginLanguage />,
          // Outside maintenance the maintenance page has nothing to say.
          children: withoutMaintenancePage(routesOf('public')),
        },
        {
          // Signed in, then the session gate: permissions, accounts, terms.
          element: (
            <RequireAuth>
              <SessionGate />
            </RequireAuth>
          ),
          children: [
            {
              // Spec 1: signed-in pages carry analytics, subject to cookie consent (the tracker checks it).
              element: (
                <>
                  <AnalyticsTracker />
                  <Outlet />
                </>
              ),
              children: [
                { element: <GateLayout userMenu={<UserMenu />} />, children: routesOf('gate') },
                {
                  element: (
                    <AppLayout
                      navigation={
                        <ShellNavigation
                          renderUserSection={({ onMenuOpenChange }) => (
                            <UserSection onMenuOpenChange={onMenuOpenChange} />
                          )}
                        />
                      }
                      // Spec 2.6: the cookie-policy modal lives in the shell only, so gate pages never show it.
                      modals={
                        <>
                          <CookiePolicyModal />
                          <ChangeAccountModal />
                          <BrandSelectionModal />
                        </>
                      }
                    />
                  ),
                  // Spec 2.6 error boundary inside the shell: a failing page leaves the navigation usable.
                  children: [{ errorElement: <PageError />, children: routesOf('shell') }],
                },
              ],
            },
          ],
        },
        // Spec 2.3: the root and any unknown path lead to the dashboard.
        { path: paths.root, element: toDashboard, handle: { name: 'root' } },
        { path: '*', element: toDashboard, handle: { name: 'notFound' } },
      ],
    },
  ];
}

export function createRouter(options: RouterOptions) {
  return createBrowserRouter(createRoutes(options));
}
