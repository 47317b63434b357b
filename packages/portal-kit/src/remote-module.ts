import type { ComponentType } from 'react';

/** A page a remote contributes, mounted by the host under one of the remote's route prefixes. */
export interface RemotePage {
  /** Route prefix from `paths` in @portal/contracts, e.g. `/faqs`; the page handles everything below it. */
  mount: string;
  Component: ComponentType;
}

/**
 * What every remote exposes as `./Module`: its label group and its pages, as data, so the host decides
 * where and when they appear. The group's texts come with everyone else's from the labels API.
 */
export interface RemoteModule {
  /** The remote's label group: the `group` of its `group.name` label keys and its i18next namespace. */
  namespace: string;
  pages: readonly RemotePage[];
}

export function defineRemoteModule(module: RemoteModule): RemoteModule {
  return module;
}
