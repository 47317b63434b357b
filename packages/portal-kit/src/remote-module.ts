import type { ComponentType } from 'react';
import type { AreaLabels } from './labels.ts';

/** A page a remote contributes, mounted by the host under one of the remote's route prefixes. */
export interface RemotePage {
  /** Route prefix from `paths` in @portal/contracts, e.g. `/faqs`; the page handles everything below it. */
  mount: string;
  Component: ComponentType;
}

/**
 * What every remote exposes as `./Module`: its label namespace, its texts and its pages, as data,
 * so the host decides where and when they appear.
 */
export interface RemoteModule {
  namespace: string;
  labels: AreaLabels;
  pages: readonly RemotePage[];
}

export function defineRemoteModule(module: RemoteModule): RemoteModule {
  return module;
}
