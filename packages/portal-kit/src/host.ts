/**
 * What only the host may do: sign a session in and out, store permissions and sold-tos, act on behalf,
 * configure the API client and the content path. Remotes read this state through `@portal/portal-kit`
 * and never write it (a lint rule keeps them off this entry).
 */
export { configureApiClient, setApiTransport, type ApiTransport, type EarlyCall } from './api-client.ts';
export { setContentResourcePath } from './content.ts';
export {
  clearPortalState,
  setActingOnBehalf,
  storePermissions,
  storeSelectedSoldTo,
  storeSoldTos,
  updateSoldTo,
} from './portal-state.ts';
export { clearSession, storeSession, storeUserInfo, type SessionTokens } from './session.ts';
export { setSignInProvider } from './sign-in-provider.ts';
export { setUploadTransport } from './upload.ts';
