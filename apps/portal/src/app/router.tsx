import { paths } from '@portal/contracts';
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { AppLayout } from '../components/layout/app-layout.tsx';
import { GateLayout } from '../components/layout/gate-layout.tsx';
import { PreLoginLanguage } from '../components/pre-login-language.tsx';
import { PageError, RouteError } from '../components/route-error.tsx';
import { BrandSelectionModal } from '../features/brand-selection/components/brand-selection-modal.tsx';
import { ChangeAccountModal } from '../features/accounts/components/change-account-modal.tsx';
import { AnalyticsTracker } from '../features/analytics/components/analytics-tracker.tsx';
import { RequireAuth } from '../features/auth/components/require-auth.tsx';
import { CookiePolicyModal } from '../features/cookie-consent/components/cookie-policy-modal.tsx';
import { UserMenu } from '../features/auth/components/user-menu.tsx';
import { UserSection } from '../features/auth/components/user-section.tsx';
import { ShellNavigation } from '../features/navigation/components/shell-navigation.tsx';
import { MaintenancePage } from '../features/maintenance/components/maintenance-page.tsx';
import { RequirePermissions } from '../features/permissions/components/require-permissions.tsx';
import { routeTable, type RouteArea, type RouteEntry } from './route-table.tsx';
import { SessionGate } from './session-gate.tsx';

export interface RouterOptions {
  /** Runtime configuration's maintenance flag (spec 2.3). */
  maintenance: boolean;
}

/** Each route carries its name, for tests, analytics and the shell. */
export interface RouteHandle {
  name: string;
}

function toRoute(entry: RouteEntry): RouteObject {
  const handle: RouteHandle = { name: entry.name };
  const element = entry.access ? (
    <RequirePermissions allOf={entry.access.allOf} anyOf={entry.access.anyOf}>
      {entry.element}
    </RequirePermissions>
  ) : (
    entry.element
  );
  return { path: entry.path, element, handle };
}

function routesOf(area: RouteArea): RouteObject[] {
  return routeTable.filter((entry) => entry.area === area).map(toRoute);
}

const toDashboard = <Navigate to={paths.dashboard} replace />;

export function createRoutes({ maintenance }: RouterOptions): RouteObject[] {
  // Spec 1 and 2.3: the maintenance variant replaces all routes; every path leads to /maintenance.
  if (maintenance) {
    return [
      {
        errorElement: <RouteError />,
        children: [
          {
            element: <PreLoginLanguage />,
            children: [{ path: paths.maintenance, element: <MaintenancePage />, handle: { name: 'maintenance' } }],
          },
          { path: '*', element: <Navigate to={paths.maintenance} replace /> },
        ],
      },
    ];
  }
  return [
    {
      errorElement: <RouteError />,
      children: [
        {
          element: <PreLoginLanguage />,
          // Outside maintenance the maintenance page has nothing to say.
          children: routesOf('public').map((route) =>
            route.path === paths.maintenance ? { ...route, element: toDashboard } : route,
          ),
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
