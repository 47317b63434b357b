import { paths, sections, type Section } from '@portal/contracts';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { PageError, RouteError } from '../components/route-error.tsx';
import { PublicPages } from './public-pages.tsx';
import { ToMaintenance } from './to-maintenance.tsx';
import { RouteLoading } from '../components/route-loading.tsx';
import { sectionRoutes, withoutMaintenancePage } from './section-routes.tsx';
import type * as SignedInLayouts from './signed-in-layouts.tsx';

export type { RouteHandle } from './section-routes.tsx';

type SignedInLayout = keyof typeof SignedInLayouts;

/** A layout of signed-in pages, from their own chunk (see signed-in-layouts.tsx). */
function signedInLayout(name: SignedInLayout) {
  return async () => ({ Component: (await import('./signed-in-layouts.tsx'))[name] });
}

export interface RouterOptions {
  /**
   * Spec 2.3: the maintenance variant of the routes, for everyone in maintenance but staff with the admin tool
   * (ADR 071; the start-up decides, `showsMaintenance`).
   */
  maintenance: boolean;
  /**
   * Whether the start-up judged a signed-in user: one who signs in later, in maintenance, gets a fresh start so
   * that they are judged, instead of the maintenance page.
   */
  signedInAtStart?: boolean;
  /** The section manifest the routes come from (tests pass a smaller one). */
  manifest?: readonly Section[];
}

const toDashboard = <Navigate to={paths.dashboard} replace />;

/** The public pages of the maintenance variant: the maintenance page, and the sign-in staff pass it by (ADR 071). */
const maintenanceVariantPaths: ReadonlySet<string> = new Set([paths.maintenance, paths.login, paths.loginCallback]);

export function createRoutes({
  maintenance,
  signedInAtStart = false,
  manifest = sections,
}: RouterOptions): RouteObject[] {
  const routesOf = (area: 'public' | 'gate' | 'shell') => sectionRoutes(area, manifest);
  // Spec 1 and 2.3: the maintenance variant replaces all routes; every other path leads to /maintenance.
  if (maintenance) {
    return [
      {
        errorElement: <RouteError />,
        HydrateFallback: RouteLoading,
        children: [
          {
            element: <PublicPages />,
            children: routesOf('public').filter((route) => maintenanceVariantPaths.has(route.path ?? '')),
          },
          { path: '*', element: <ToMaintenance signedInAtStart={signedInAtStart} /> },
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
          element: <PublicPages />,
          // Outside maintenance the maintenance page has nothing to say.
          children: withoutMaintenancePage(routesOf('public')),
        },
        {
          // Signed in: the session gate, analytics, then pages without the shell or inside it.
          lazy: signedInLayout('SignedInRoot'),
          children: [
            {
              lazy: signedInLayout('WithAnalytics'),
              children: [
                { lazy: signedInLayout('GateShell'), children: routesOf('gate') },
                {
                  lazy: signedInLayout('AppShell'),
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
