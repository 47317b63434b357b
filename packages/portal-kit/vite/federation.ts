import { federation } from '@module-federation/vite';
import { remoteEntryFile, remoteExposedModule, remotes, type RemoteName } from '@portal/contracts';
import { sharedSingletons } from './shared-singletons.ts';

const shareStrategy = 'loaded-first' as const;

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
