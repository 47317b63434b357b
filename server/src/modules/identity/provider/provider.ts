import { passwordManagementScope, paths, type ApiError, type LanguageId } from '@portal/contracts';
import Provider, { errors, type ClientMetadata, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Config } from '../../../config.ts';
import type { Database } from '../../../db/client.ts';
import { scriptNonce } from '../../../lib/csp-nonce.ts';
import { trustedHtml } from '../../../lib/html.ts';
import { findUserById, fullName } from '../users/store.ts';
import { DatabaseAdapter } from './payloads-store.ts';
import type { ProviderKeys } from './keys.ts';
import { labelsFor, pickLanguage } from '../labels.ts';
import { noticePage, signInLink } from '../pages/notice.ts';
import { interactionPath } from '../pages/sign-in.ts';
import { signedOutPage, signOutPage } from '../pages/sign-out.ts';
import { grantedScopeInTokenAnswer } from './token-scope.ts';

export const oidcMountPath = '/oidc';

/** Scopes of the portal API, carried by its access tokens (OpenID scopes go to the ID token). */
export const apiScopes = [passwordManagementScope] as const;

export function embeddedIssuer(config: Pick<Config, 'PUBLIC_URL'>): string {
  return `${config.PUBLIC_URL}${oidcMountPath}`;
}

/** The resource indicator of the portal API; the portal never sends one, every token is for this resource. */
export function apiResource(config: Pick<Config, 'PUBLIC_URL'>): string {
  return `${config.PUBLIC_URL}/`;
}

const hour = 60 * 60;
/** Signed in for a working day: the grant, and with it every refresh token, ends after this. */
const signInLifetime = 12 * hour;

function portalClient(config: Config): ClientMetadata {
  // The Vite dev server serves the SPA from its own origin during `npm run dev`.
  const origins = [config.PUBLIC_URL, ...(config.NODE_ENV === 'development' ? ['http://localhost:5173'] : [])];
  const unique = [...new Set(origins)];
  return {
    client_id: config.OIDC_CLIENT_ID,
    client_name: 'Customer Portal',
    application_type: 'web',
    token_endpoint_auth_method: 'none',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    redirect_uris: unique.map((origin) => `${origin}${paths.loginCallback}`),
    post_logout_redirect_uris: unique.map((origin) => `${origin}${paths.login}`),
  };
}

function languageOf(ctx: KoaContextWithOIDC): LanguageId {
  return pickLanguage(undefined, ctx.oidc?.params?.['ui_locales']);
}

function html(ctx: KoaContextWithOIDC, body: string): void {
  ctx.type = 'html';
  ctx.body = body;
}

/** The embedded OpenID provider: one public SPA client, code flow with PKCE, JWT access tokens for the API. */
export function createProvider({ config, db, keys }: { config: Config; db: Database; keys: ProviderKeys }): Provider {
  const resource = apiResource(config);
  const client = portalClient(config);

  const configuration: Configuration = {
    adapter: (model: string) => new DatabaseAdapter(db, model),
    clients: [client],
    jwks: { keys: keys.signing },
    cookies: {
      keys: keys.cookies,
      // The session cookie is only for the provider. The interaction cookies keep the provider's per-interaction
      // paths, so two sign-ins in two tabs do not overwrite each other.
      long: { httpOnly: true, sameSite: 'lax', path: oidcMountPath },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    scopes: ['openid', 'profile', 'email'],
    claims: {
      openid: ['sub'],
      profile: ['preferred_username', 'name', 'given_name', 'family_name', 'locale'],
      email: ['email', 'email_verified'],
    },
    // The access token is for the API, not userinfo, so the portal reads the user from the ID token.
    conformIdTokenClaims: false,
    responseTypes: ['code'],
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      // The API checks bearer tokens only; sender-constrained tokens would be accepted there without their proof.
      dPoP: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      userinfo: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx, form) {
          const hint = ctx.oidc.entities.IdTokenHint as { payload?: { sub?: unknown } } | undefined;
          const automatic = hint?.payload?.sub !== undefined && hint.payload.sub === ctx.oidc.session?.accountId;
          const nonce = scriptNonce(ctx.req);
          html(ctx, signOutPage({ language: languageOf(ctx), form: trustedHtml(form), automatic, nonce }));
        },
        async postLogoutSuccessSource(ctx) {
          html(ctx, signedOutPage(languageOf(ctx)));
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => resource,
        useGrantedResource: () => true,
        getResourceServerInfo(_ctx, indicator) {
          if (indicator !== resource) throw new errors.InvalidTarget();
          return {
            scope: apiScopes.join(' '),
            audience: config.OIDC_AUDIENCE,
            accessTokenFormat: 'jwt',
            accessTokenTTL: 10 * 60,
          };
        },
      },
    },
    // First-party client: no offline_access or consent prompt needed for a refresh token.
    issueRefreshToken: async (_ctx, tokenClient) => tokenClient.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    // The API refuses access tokens whose grant is gone: that is how sign-out and revocation reach them.
    extraTokenClaims: async (_ctx, token) => {
      // Client credentials are not enabled: every token here is an access token of a user's grant.
      if (!('accountId' in token)) return undefined;
      const user = await findUserById(db, token.accountId);
      return {
        gid: token.grantId,
        ...(user ? { preferred_username: user.username, email: user.username } : {}),
      };
    },
    async findAccount(_ctx, id) {
      const user = await findUserById(db, id);
      if (!user) return undefined;
      return {
        accountId: user.id,
        claims: () => ({
          sub: user.id,
          preferred_username: user.username,
          name: fullName(user),
          given_name: user.givenName,
          family_name: user.familyName,
          locale: user.locale,
          email: user.username,
          email_verified: true,
        }),
      };
    },
    interactions: { url: (_ctx, interaction) => interactionPath(interaction.uid) },
    clientBasedCORS: (_ctx, origin, corsClient) =>
      corsClient.redirectUris?.some((uri) => new URL(uri).origin === origin) ?? false,
    async renderError(ctx, out) {
      const language = languageOf(ctx);
      html(
        ctx,
        noticePage({
          language,
          title: 'errorTitle',
          message: labelsFor(language).errorBody,
          detail: [out.error, out.error_description].filter(Boolean).join(': '),
          link: signInLink,
          role: 'alert',
        }),
      );
    },
    ttl: {
      AccessToken: 10 * 60,
      AuthorizationCode: 60,
      IdToken: hour,
      Interaction: hour,
      Session: signInLifetime,
      Grant: signInLifetime,
      // A rotated refresh token inherits what is left of its predecessor, so rotation never extends a sign-in.
      RefreshToken: (ctx) => ctx?.oidc.entities.RotatedRefreshToken?.remainingTTL ?? signInLifetime,
    },
  };

  const provider = new Provider(embeddedIssuer(config), configuration);
  // The mount (mount.ts) sets X-Forwarded-Host/Proto from PUBLIC_URL and X-Forwarded-For from the client address
  // Fastify determined, so every URL the provider writes is PUBLIC_URL's whatever Host the client sent, and its
  // cookies are Secure exactly when PUBLIC_URL is https.
  provider.proxy = true;
  provider.use(grantedScopeInTokenAnswer);
  // Unknown paths under /oidc answer like every other unknown server path, not with Koa's plain text.
  provider.use(async (ctx, next) => {
    await next();
    if (ctx.status === 404 && ctx.body === undefined) {
      const body: ApiError = {
        error: 'Not Found',
        message: `Route ${ctx.method} ${oidcMountPath}${ctx.url} not found`,
      };
      ctx.body = body;
      ctx.status = 404;
    }
  });
  return provider;
}
