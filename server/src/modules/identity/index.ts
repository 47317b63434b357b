import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import mailer from './mail/plugin.ts';
import passwordChanges from './password/changes.ts';
import provider from './provider/plugin.ts';
import identityRoutes from './routes.ts';

/**
 * Identity: the embedded OpenID provider, its sign-in, sign-out and password pages, the users and their
 * passwords, and mail. This file is all other modules may import.
 */

/**
 * What the rest of the app uses before any route: the embedded provider (`app.idp`, unless OIDC_ISSUER names an
 * external one) and the mailer. Registered before authentication, which checks tokens against `app.idp`.
 */
export const identityServices = fp(
  async (app) => {
    await app.register(passwordChanges);
    if (!app.config.OIDC_ISSUER) await app.register(provider);
    await app.register(mailer);
  },
  { name: 'identity-services' },
);

/** The provider's protocol, pages and password calls: only when this server is the provider. */
const identity: FastifyPluginAsync = async (app) => {
  if (app.config.OIDC_ISSUER) return;
  await app.register(identityRoutes);
};

export default identity;

export { page, sendPage } from './pages/layout.ts';
export type { PasswordChangeListener, PasswordChanges } from './password/changes.ts';
export { invitationMail } from './password/invitation-mail.ts';
export { issueResetToken } from './password/reset-tokens.ts';
export { endSignIns } from './provider/end-sign-ins.ts';
export { embeddedIssuer } from './provider/provider.ts';
export { signInsOf } from './provider/sign-ins.ts';
export { createInvitedUser, invitedPasswordPrefix, removeInvitedUser } from './users/invite.ts';
export { findUserById, findUserByUsername, fullName, isUuid, type User } from './users/store.ts';
