import type { KoaContextWithOIDC } from 'oidc-provider';

type Next = () => Promise<unknown>;

/**
 * oidc-provider's token answer carries the access token's scope only, and the portal's access tokens hold just
 * the API scopes (OpenID scopes go to the ID token): `openid profile email` came back as `"scope": ""`, which
 * RFC 6749 5.1 reads as nothing granted. This names what the grant covers of what was asked, OpenID scopes
 * included, for the code exchange and every refresh.
 */
export async function grantedScopeInTokenAnswer(ctx: KoaContextWithOIDC, next: Next): Promise<void> {
  await next();
  const body = ctx.body as Record<string, unknown> | undefined;
  if (ctx.oidc?.route !== 'token' || ctx.status !== 200 || typeof body?.['access_token'] !== 'string') return;
  const { Grant: grant, AuthorizationCode: code, RefreshToken: refreshToken } = ctx.oidc.entities;
  const source = code ?? refreshToken;
  if (!grant || !source) return;
  const asked = ctx.oidc.params?.['scope'] ? ctx.oidc.requestParamScopes : source.scopes;
  const openIdScopes = grant.getOIDCScopeFiltered(asked).split(' ');
  const apiScopes = typeof body['scope'] === 'string' ? body['scope'].split(' ') : [];
  body['scope'] = [...new Set([...openIdScopes, ...apiScopes])].filter(Boolean).join(' ');
}
