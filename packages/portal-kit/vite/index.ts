export { remoteFederation } from './federation.ts';
export { hostSharedLibraries } from './host-shared.ts';
export { remoteViteConfig } from './remote-config.ts';
export {
  hostSharedEntries,
  sharedSingletons,
  type HostSharedConfig,
  type HostSharedEntry,
} from './shared-singletons.ts';
