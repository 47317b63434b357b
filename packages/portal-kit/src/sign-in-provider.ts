/**
 * Who keeps the users' passwords and sessions: the embedded provider, whose pages and calls the portal offers
 * (forgotten password, password form, session list, expiring-password notice), or the group's own provider
 * (OIDC_ISSUER), whose account page the portal links to where it has one. The host sets it from the runtime
 * configuration; the host's features and every remote read it. Each bundle has its own copy of this module, so the
 * value lives on the global object, like the content resource path.
 */
export interface SignInProvider {
  kind: 'embedded' | 'external';
  /** The external provider's account page (password, sessions); null when there is none to link to. */
  accountUrl: string | null;
}

const providerKey = Symbol.for('portal.signInProvider');
const scope = globalThis as typeof globalThis & { [providerKey]?: SignInProvider };

const embedded: SignInProvider = { kind: 'embedded', accountUrl: null };

export function setSignInProvider(provider: SignInProvider): void {
  scope[providerKey] = provider;
}

/** The embedded provider until the host says otherwise. */
export function getSignInProvider(): SignInProvider {
  return scope[providerKey] ?? embedded;
}
