export { ApiRequestError, apiRequest, configureApiClient, type RequestOptions } from './api-client.ts';
export { publish, subscribe, type PortalEvents, type UserInfo } from './events.ts';
export { findMissingLabels, registerAreaLabels, type AreaLabels, type LabelBundle } from './labels.ts';
export { defineRemoteModule, type RemoteModule, type RemotePage } from './remote-module.ts';
export {
  clearSession,
  getAccessToken,
  getUserInfo,
  isAccessTokenMissingOrExpired,
  storeSession,
  type SessionTokens,
} from './session.ts';
export { ensureStylesheet } from './stylesheet.ts';
