import type { ComponentType } from 'react';
// i18next's resources type for every program that uses the remote contract (host and remotes): typed label keys.
import type {} from './i18next-resources.ts';

/**
 * Version of the contract between the host and its remotes. The host mounts only a remote that declares the
 * version it speaks; any other shows the section's "unavailable" panel and is reported, never half-works.
 * v1: `{ namespace, pages: [{ mount, Component }] }`, one component per mount routing by hand.
 * v2: nested routes relative to each mount, and the version itself.
 */
export const remoteContractVersion = 2;

/** One page of a remote, at a path relative to its mount ('' is the mount itself; params as in React Router). */
export interface RemoteRoute {
  path: string;
  Component: ComponentType;
}

/** The routes a remote serves below one route prefix the section manifest gives it (e.g. `/faqs`). */
export interface RemoteMount {
  mount: string;
  routes: readonly RemoteRoute[];
}

/**
 * What every remote exposes as `./Module`: its contract version, label group and routes, as data, so the host
 * decides where and when they appear. The group's texts come with everyone else's from the labels API. Pages
 * route with `@portal/portal-kit/router` (the host's router) and fetch with the host's QueryClient.
 */
export interface RemoteModule {
  contractVersion: number;
  /** The remote's label group: the `group` of its `group.name` label keys and its i18next namespace. */
  namespace: string;
  mounts: readonly RemoteMount[];
}

export function defineRemoteModule(module: Omit<RemoteModule, 'contractVersion'>): RemoteModule {
  return { contractVersion: remoteContractVersion, ...module };
}

/** Every page of a remote with its full path, e.g. for tests that render each one. */
export function remotePages(module: RemoteModule): Array<{ path: string; Component: ComponentType }> {
  return module.mounts.flatMap(({ mount, routes }) =>
    routes.map((route) => ({ path: route.path ? `${mount}/${route.path}` : mount, Component: route.Component })),
  );
}
