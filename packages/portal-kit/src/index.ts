export { findMissingLabels, registerAreaLabels, type AreaLabels, type LabelBundle } from './labels.ts';
export { defineRemoteModule, type RemoteModule, type RemotePage } from './remote-module.ts';
export { ensureStylesheet } from './stylesheet.ts';
