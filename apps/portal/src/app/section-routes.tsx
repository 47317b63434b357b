import {
  matchesPathPattern,
  paths,
  routeRequirement,
  sections,
  type Section,
  type SectionArea,
  type SectionRoute,
} from '@portal/contracts';
import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { RemoteOutlet } from '../features/remotes/components/remote-outlet.tsx';
import { RequirePermissions } from '../features/permissions/components/require-permissions.tsx';
import type { FeatureRoutesModule } from '../lib/feature-pages.ts';
import { featureRoutesModule, pageModules } from './page-modules.ts';

/** Each route carries its name and section, for tests, analytics and the shell. */
export interface RouteHandle {
  name: string;
  section?: string;
}

/**
 * Every module a page may need beyond the entry (see page-modules.ts), keyed by its path from the app's folder:
 * each feature's routes, loaded on first visit of one of its routes (each feature is its own chunk), and the
 * signed-in layouts.
 */
const lazyPageModules = import.meta.glob(['/src/features/*/routes.tsx', '/src/app/signed-in-layouts.tsx']);

export function loadFeatureRoutes(feature: string): Promise<FeatureRoutesModule> {
  const load = lazyPageModules[`/${featureRoutesModule(feature)}`];
  if (!load) return Promise.reject(new Error(`Feature "${feature}" has no routes.tsx`));
  return load() as Promise<FeatureRoutesModule>;
}

function guarded(section: Section, route: SectionRoute, Page: ComponentType): ComponentType {
  const requirement = routeRequirement(section, route);
  if (!requirement) return Page;
  return function GuardedPage() {
    return (
      <RequirePermissions allOf={requirement.allOf} anyOf={requirement.anyOf}>
        <Page />
      </RequirePermissions>
    );
  };
}

function toRouteObject(section: Section, route: SectionRoute): RouteObject {
  const handle: RouteHandle = { name: route.name, section: section.id };
  const { owner } = section;
  if (owner.kind === 'remote') {
    const Remote = () => <RemoteOutlet remote={owner.remote} mount={owner.mount} />;
    return { path: route.path, handle, Component: guarded(section, route, Remote) };
  }
  return {
    path: route.path,
    handle,
    lazy: async () => {
      const { pages } = await loadFeatureRoutes(owner.feature);
      const Page = pages[route.name];
      if (!Page) throw new Error(`Feature "${owner.feature}" has no page for route "${route.name}"`);
      return { Component: guarded(section, route, Page) };
    },
  };
}

/** The routes of one area, in manifest order. */
export function sectionRoutes(area: SectionArea, manifest: readonly Section[] = sections): RouteObject[] {
  return manifest
    .filter((section) => section.area === area)
    .flatMap((section) => section.routes.map((route) => toRouteObject(section, route)));
}

/** Outside maintenance the maintenance page has nothing to say: it leads to the dashboard. */
export function withoutMaintenancePage(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) =>
    route.path === paths.maintenance
      ? { path: route.path, handle: route.handle, element: <Navigate to={paths.dashboard} replace /> }
      : route,
  );
}

/** The section whose routes hold `pathname`, if any. */
export function sectionAt(pathname: string, manifest: readonly Section[] = sections): Section | undefined {
  return manifest.find(({ routes }) => routes.some((route) => matchesPathPattern(route.path, pathname)));
}

/**
 * Starts loading the code of the page at `pathname` (its feature, and the signed-in layouts when it needs a
 * sign-in) while the start-up work runs, instead of after it: the router later finds the modules loaded.
 */
export function preloadPageCode(pathname: string, manifest: readonly Section[] = sections): void {
  const section = sectionAt(pathname, manifest);
  if (!section) return;
  for (const module of pageModules(section)) {
    // A failure here is the router's to report when it loads the same module.
    lazyPageModules[`/${module}`]?.().catch(() => undefined);
  }
}
