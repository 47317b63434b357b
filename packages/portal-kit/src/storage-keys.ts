/**
 * Where portal-kit keeps the signed-in tab's state in sessionStorage, and the global the host page's inline
 * script leaves its early calls in. One list, read by portal-kit and by the host's build (its preload script
 * runs before any module), so it imports nothing.
 */

/** The spec's stored items for the signed-in user (session.ts). */
export const sessionStorageKeys = {
  accessToken: 'portal.accessToken',
  expiresAt: 'portal.accessTokenExpiresAt',
  userInfo: 'portal.userInfo',
} as const;

/** The portal's state for the tab: permissions, sold-tos, brands, on-behalf mode (portal-state.ts). */
export const portalStateStorageKeys = {
  permissions: 'portal.permissions',
  soldTos: 'portal.soldTos',
  selectedSoldTo: 'portal.selectedSoldTo',
  brands: 'portal.brands',
  actingOnBehalf: 'portal.actingOnBehalf',
  onBehalfSession: 'portal.onBehalfSession',
  /** Spec 3: "a session-storage map of the selected sold-to keyed by preferred username". */
  selectedSoldToByUser: 'portal.selectedSoldToByUser',
} as const;

/** The global the inline script fills: `globalThis.__portalEarlyCalls[url]` (api-client.ts takes them). */
export const earlyCallsGlobal = '__portalEarlyCalls';
