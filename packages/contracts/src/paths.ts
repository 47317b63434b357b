/**
 * Route paths of the portal (spec section 2). Build links from these, never by hand.
 * Only routes that exist in the product so far are listed; later areas add theirs.
 */
export const paths = {
  root: '/',
  dashboard: '/dashboard',
  login: '/login',
  loginCallback: '/login/callback',
  forgotPassword: '/forgot-password',
  help: { root: '/faqs', pattern: '/faqs/*' },
  tickets: { root: '/ticket', history: '/ticket/history', pattern: '/ticket/*' },
  accountSettings: { root: '/account', pattern: '/account/*' },
  documents: { root: '/documents', pattern: '/documents/*' },
  updates: { root: '/updates', pattern: '/updates/*' },
} as const;

/** Server paths that are not SPA routes: the SPA fallback never answers these with HTML. */
export const apiPrefixes = ['/priv/', '/pub/', '/api/', '/idp/', '/oidc/', '/mock/', '/docs'] as const;
