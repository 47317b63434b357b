import { federation } from '@module-federation/vite';
import { remoteBasePath, remoteEntryFile, remoteExposedModule, remotes, type RemoteName } from '@portal/contracts';

/**
 * Libraries that hold global state (React's dispatcher, the router's context, the i18n instance):
 * host and remotes must share exactly one copy, whichever loads first. The router is shared through
 * portal-kit's routing subset (src/router.ts), not as `react-router`, which federation would send whole.
 */
export const sharedSingletons = {
  react: { singleton: true, requiredVersion: '^19.2.0' },
  'react-dom': { singleton: true, requiredVersion: '^19.2.0' },
  '@portal/portal-kit/router': { singleton: true, requiredVersion: '^0.1.0' },
  i18next: { singleton: true, requiredVersion: '^27.0.0' },
  // Remotes' queries live in the host's QueryClient, so a sold-to change refetches them with the host's.
  '@tanstack/react-query': { singleton: true, requiredVersion: '^5.0.0' },
  'react-i18next': { singleton: true, requiredVersion: '^18.0.0' },
};

const shareStrategy = 'loaded-first' as const;

/** Federation plugin of the host: consumes every remote from its path on the same origin. */
export function hostFederation() {
  return federation({
    name: 'portal',
    remotes: Object.fromEntries(
      remotes.map((remote) => [
        remote.scope,
        {
          type: 'module',
          name: remote.scope,
          entry: `${remoteBasePath(remote.name)}${remoteEntryFile}`,
          entryGlobalName: remote.scope,
          shareScope: 'default',
        },
      ]),
    ),
    shared: sharedSingletons,
    shareStrategy,
    // The host exposes nothing, so it can publish the federation runtime once for every remote.
    experiments: { provideExternalRuntime: true },
    dts: false,
  });
}

/** Federation plugin of one remote; `command` is Vite's, since the external runtime exists only in builds. */
export function remoteFederation(name: RemoteName, command: 'build' | 'serve') {
  const remote = remotes.find((candidate) => candidate.name === name);
  if (!remote) throw new Error(`Unknown remote "${name}"`);
  return federation({
    name: remote.scope,
    filename: remoteEntryFile,
    exposes: { [remoteExposedModule]: './src/module.ts' },
    shared: sharedSingletons,
    shareStrategy,
    experiments: command === 'build' ? { externalRuntime: true } : {},
    dts: false,
  });
}
