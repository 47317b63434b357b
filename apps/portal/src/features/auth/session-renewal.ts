/**
 * How long before its access token expires a restored session needs oidc-client-ts: the library renews the token
 * 60 s before expiry (its default), so it is loaded a minute before that. A session restored with more time left
 * is used as stored, and the page's first screen goes without the library. Imported by the build's preload
 * script too (page-code-preloads.ts), so it imports nothing.
 */
export const sessionRenewalLeadSeconds = 120;
