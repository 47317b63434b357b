import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import {
  hostSharedEntries,
  sharedSingletonOf,
  sharedSingletons,
  type HostSharedConfig,
  type SharedSingleton,
} from './shared-singletons.ts';

/** The version of a package as installed for the project at `root` (node_modules looked up like Node does). */
function installedVersion(root: string, name: string): string {
  for (let directory = root; ; directory = dirname(directory)) {
    const manifest = join(directory, 'node_modules', name, 'package.json');
    if (existsSync(manifest)) return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
    if (dirname(directory) === directory) throw new Error(`${name} is not installed for ${root}`);
  }
}

/** `@portal/portal-kit/router` is a file of the package `@portal/portal-kit`. */
function packageOf(singleton: SharedSingleton): string {
  return singleton.startsWith('@portal/') ? singleton.split('/').slice(0, 2).join('/') : singleton;
}

/**
 * The host loads the federation runtime only when it first mounts a remote (src/features/remotes/federation.ts),
 * and offers the remotes its own copies of the shared libraries then. This plugin gives that code, as the
 * constant `__PORTAL_HOST_SHARED__`, the installed version and share configuration of each of them.
 */
export function hostSharedLibraries(): Plugin {
  return {
    name: 'portal:host-shared-libraries',
    config(config) {
      const root = config.root ?? process.cwd();
      const shared = Object.fromEntries(
        hostSharedEntries.map((entry) => {
          const singleton = sharedSingletonOf(entry);
          return [entry, { ...sharedSingletons[singleton], version: installedVersion(root, packageOf(singleton)) }];
        }),
      ) as HostSharedConfig;
      return { define: { __PORTAL_HOST_SHARED__: JSON.stringify(shared) } };
    },
  };
}
