export {
  ApiRequestError,
  apiRequest,
  credentialHeaders,
  isNotFound,
  isOnBehalfWritesOff,
  isRefusal,
  type RequestOptions,
} from './api-client.ts';
export {
  accountsParam,
  keepAccounts,
  readAccountSelection,
  soldTosWith,
  useAccountSelection,
  writeAccountSelection,
  type AccountSelectionState,
  type SearchParamsState,
} from './account-selection.ts';
export { reportError } from './errors.ts';
export { sharedQueryKeyRoots, sharedQueryKeys } from './query-keys.ts';
export { localStore, sessionStore } from './web-storage.ts';
export {
  downloadFile,
  fetchFile,
  fileNameOf,
  saveFile,
  type DownloadOptions,
  type DownloadProgress,
  type DownloadedFile,
} from './download.ts';
export { readAnswer } from './answers.ts';
export { callEndpoint, type CallInput, type CallOptions } from './call-endpoint.ts';
export { uploadForm, type UploadOptions, type UploadProgress } from './upload.ts';
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
  getPermissions,
  getPortalState,
  rememberedSoldToId,
  useActingOnBehalf,
  useBrands,
  useOnBehalfSession,
  usePermissions,
  usePermissionsRecord,
  useSelectedSoldTo,
  useSoldTos,
  type OnBehalfSessionState,
  type PortalState,
} from './portal-state.ts';
export {
  defineRemoteModule,
  remoteContractVersion,
  remotePages,
  type RemoteModule,
  type RemoteMount,
  type RemoteRoute,
} from './remote-module.ts';
export { getAccessToken, getUserInfo, isAccessTokenMissingOrExpired } from './session.ts';
export { ensureStylesheet } from './stylesheet.ts';
export { createFormatters, useFormatters, type Formatters } from './format.ts';
export { defaultContentResourcePath, getContentResourcePath, useContentSupport } from './content.ts';
export { getSignInProvider, type SignInProvider } from './sign-in-provider.ts';
