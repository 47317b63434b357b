export { hostFederation, remoteFederation, sharedSingletons } from './federation.ts';
export { remoteViteConfig } from './remote-config.ts';
