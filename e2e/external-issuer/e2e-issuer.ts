/**
 * The Glewlwyd that the external-issuer end-to-end project signs in through, and the portal configured
 * against it. Run as a script (by that project's web servers), it starts Glewlwyd with the project's users
 * and keeps it running until stopped.
 */
import { startGlewlwyd, type GlewlwydUser } from './glewlwyd.ts';

export const issuerPort = Number(process.env.E2E_GLEWLWYD_PORT ?? 4599);
export const portalPort = Number(process.env.E2E_EXTERNAL_PORT ?? 8182);
export const portalOrigin = `http://localhost:${portalPort}`;
export const issuer = `http://localhost:${issuerPort}/api/oidc`;

/** Glewlwyd takes only an https:// (or http://localhost) URL as a resource, and puts it in `aud`. */
export const audience = 'https://portal-api';

/** The portal's settings for this issuer: exactly the variables a deployment sets, nothing else. */
export const portalEnv = {
  OIDC_ISSUER: issuer,
  OIDC_CLIENT_ID: 'portal-spa',
  OIDC_AUDIENCE: audience,
  OIDC_RESOURCE: audience,
  OIDC_ACCOUNT_URL: `http://localhost:${issuerPort}/profile.html`,
};

const password = 'Glewlwyd-e2e-2026';

/** Users at the provider: two the portal knows by their e-mail (demo personas), one it does not. */
export const issuerUsers = {
  buyer: { username: 'buyer.sso', email: 'buyer@example.com', password, name: 'Emma Collins' },
  staff: { username: 'staff.sso', email: 'staff@example.com', password, name: 'Sarah Whitman' },
  stranger: { username: 'stranger.sso', email: 'stranger@example.com', password, name: 'Sam Stranger' },
} satisfies Record<string, GlewlwydUser>;

if (import.meta.main) {
  const instance = await startGlewlwyd({ port: issuerPort, portalOrigin, audience, users: Object.values(issuerUsers) });
  console.log(`Glewlwyd for the end-to-end tests at ${instance.issuer}`);
  const stop = () => void instance.stop().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}
