import { createInstance } from '@module-federation/runtime';
import * as runtimeCore from '@module-federation/runtime/core';
import { remoteBasePath, remoteEntryFile, remoteExposedModule, remotes, type RemoteName } from '@portal/contracts';
import type { RemoteModule } from '@portal/portal-kit';
import * as portalRouter from '@portal/portal-kit/router';
import type { HostSharedEntry } from '@portal/portal-kit/vite';
import * as reactQuery from '@tanstack/react-query';
import * as i18next from 'i18next';
import * as react from 'react';
import * as reactDom from 'react-dom';
import * as reactDomClient from 'react-dom/client';
import * as reactI18next from 'react-i18next';
import * as jsxRuntime from 'react/jsx-runtime';

/**
 * The federation runtime, loaded with the first remote that is mounted: no page of the host's own needs it, so
 * the first screen carries neither it nor the remotes' share negotiation. The host offers the remotes the very
 * module instances it runs on (one React, one router, one i18n instance, one QueryClient context), with the
 * versions and share configuration vite.config.ts fills in from the installed packages (portal-kit/vite).
 */
const hostModules: Record<HostSharedEntry, () => object> = {
  react: () => react,
  'react/jsx-runtime': () => jsxRuntime,
  'react-dom': () => reactDom,
  'react-dom/client': () => reactDomClient,
  i18next: () => i18next,
  'react-i18next': () => reactI18next,
  '@tanstack/react-query': () => reactQuery,
  '@portal/portal-kit/router': () => portalRouter,
};

// Remotes built with `experiments.externalRuntime` use the host's runtime through this global.
const federationGlobal = globalThis as {
  _FEDERATION_RUNTIME_CORE?: unknown;
  __mf_module_cache__?: { share?: Record<string, unknown>; remote?: Record<string, unknown> };
};
federationGlobal._FEDERATION_RUNTIME_CORE ??= runtimeCore;

// The remotes' code (built by @module-federation/vite) takes a shared module from this cache, which a host built
// with that plugin fills, before it asks the runtime: filled here as that host did (`default:<name>` and `<name>`),
// so a remote's module never renders before its shared bindings are set.
const moduleCache = (federationGlobal.__mf_module_cache__ ??= { share: {}, remote: {} });
const sharedCache = (moduleCache.share ??= {});
moduleCache.remote ??= {};
for (const [entry, load] of Object.entries(hostModules)) {
  sharedCache[`default:${entry}`] ??= load();
  sharedCache[entry] ??= load();
}

const federation = createInstance({
  name: 'portal',
  remotes: remotes.map((remote) => ({
    name: remote.scope,
    entry: `${remoteBasePath(remote.name)}${remoteEntryFile}`,
    type: 'module' as const,
    entryGlobalName: remote.scope,
    shareScope: 'default',
  })),
  shared: Object.fromEntries(
    Object.entries(__PORTAL_HOST_SHARED__).map(([entry, { version, singleton, requiredVersion }]) => [
      entry,
      {
        version,
        scope: 'default',
        lib: hostModules[entry as HostSharedEntry],
        loaded: true,
        shareConfig: { singleton, requiredVersion, strictVersion: false, eager: false },
      },
    ]),
  ),
  shareStrategy: 'loaded-first',
});

/** The remote's `RemoteModule`, its remoteEntry.js fetched on the first call. */
export async function loadFederatedModule(remote: RemoteName): Promise<RemoteModule> {
  const scope = remotes.find((candidate) => candidate.name === remote)?.scope;
  if (!scope) throw new Error(`Unknown remote "${remote}"`);
  const loaded = await federation.loadRemote<{ default: RemoteModule } | RemoteModule>(
    `${scope}/${remoteExposedModule.slice(2)}`,
  );
  if (!loaded) throw new Error(`Remote "${remote}" exposes no module`);
  return 'default' in loaded ? loaded.default : loaded;
}
