/** What a remote's tests need to play the host: its texts, its state, its router and the API's answers. */
export { mockEndpoint, neverAnswers, refusal, serverFailure, type MockParams } from './endpoints.ts';
export {
  allPrivilegeCodes,
  testPermissions,
  testPermissionsAcross,
  testSoldTo,
  testSoldToOf,
  testUser,
} from './fixtures.ts';
export { expectAnnounced } from './announcements.ts';
export { createTestI18n, readLabelFile } from './i18n.ts';
export { startMockServer } from './mock-server.ts';
export { describePageStates, type PageStatesCase, type ShownText, type StateAnswer } from './page-states.ts';
export { testUpdate, updatesPageFor } from './updates.ts';
export { renderRemotePage, type RemotePageOptions } from './render-remote-page.tsx';
