export { ApiRequestError, apiRequest, configureApiClient, type RequestOptions } from './api-client.ts';
export { reportError } from './errors.ts';
export {
  publish,
  subscribe,
  type BrandInfo,
  type BrandSelectionEvent,
  type ErrorEvent,
  type ModalEvents,
  type ModalToggle,
  type NotificationDeletion,
  type OnBehalfNavigation,
  type PortalEvents,
  type UserInfo,
} from './events.ts';
export {
  clearPortalState,
  getPermissions,
  getPortalState,
  rememberedSoldToId,
  setActingOnBehalf,
  storePermissions,
  storeSelectedSoldTo,
  storeSoldTos,
  updateSoldTo,
  useActingOnBehalf,
  usePermissions,
  usePermissionsRecord,
  useSelectedSoldTo,
  useSoldTos,
  type PortalState,
} from './portal-state.ts';
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
export { createFormatters, useFormatters, type Formatters } from './format.ts';
export {
  defaultContentResourcePath,
  getContentResourcePath,
  setContentResourcePath,
  useContentSupport,
} from './content.ts';
