import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import externalIssuer from './external/plugin.ts';
import mailer from './mail/plugin.ts';
import passwordChanges from './password/changes.ts';
import provider from './provider/plugin.ts';
import type { OutboxOptions } from './mail/outbox-routes.ts';
import identityRoutes from './routes.ts';
import userInfoRoutes from './users/userinfo-routes.ts';

/**
 * Identity: the embedded OpenID provider, its sign-in, sign-out and password pages, the users and their
 * passwords, and mail. This file is all other modules may import.
 */

/**
 * What the rest of the app uses before any route: the embedded provider (`app.idp`), or the external one OIDC_ISSUER
 * names (`app.externalIssuer`), and the mailer. Registered before authentication, which checks tokens against `app.idp`.
 */
export const identityServices = fp(
  async (app) => {
    await app.register(passwordChanges);
    await app.register(app.config.OIDC_ISSUER ? externalIssuer : provider);
    await app.register(mailer);
  },
  { name: 'identity-services' },
);

/**
 * The user info of the portal's own account, whichever provider signed the user in; the provider's protocol, pages
 * and password calls only when this server is the provider.
 */
const identity: FastifyPluginAsync<OutboxOptions> = async (app, options) => {
  await app.register(userInfoRoutes);
  if (app.config.OIDC_ISSUER) return;
  await app.register(identityRoutes, { requireStaffReader: options.requireStaffReader });
};

export default identity;

export { linkMail, type LinkMailContent } from './mail/link-mail.ts';
export type { Mail, Mailer } from './mail/mailer.ts';
export { page, sendPage } from './pages/layout.ts';
export type { PasswordChangeListener, PasswordChanges } from './password/changes.ts';
export { existingAccountInvitationMail, invitationMail } from './password/invitation-mail.ts';
export { issueResetToken } from './password/reset-tokens.ts';
export { endSignIns } from './provider/end-sign-ins.ts';
export { embeddedIssuer } from './provider/provider.ts';
export { signInsOf } from './provider/sign-ins.ts';
export { createInvitedUser, invitedPasswordPrefix, removeInvitedUser } from './users/invite.ts';
export {
  findUserById,
  findUserByUsername,
  fullName,
  isUuid,
  usersWithPasswordSetBetween,
  type User,
} from './users/store.ts';
