import {
  endOtherSignInsEndpoint,
  getAccountUsersEndpoint,
  getSignInsEndpoint,
  invitationLinkDays,
  invitationsPerHour,
  inviteColleagueEndpoint,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { httpError } from '../../lib/http-error.ts';
import { identityOf } from '../../plugins/authenticate.ts';
import {
  copiedEntry,
  customerAccessOf,
  findCustomer,
  grantCopiedEntry,
  requirePermission,
  usersOfCustomer,
} from '../accounts/index.ts';
import {
  createInvitedUser,
  endSignIns,
  findUserById,
  fullName,
  invitationMail,
  issueResetToken,
  removeInvitedUser,
  signInsOf,
} from '../identity/index.ts';

const noStore = 'private, no-store';

/**
 * Who has access to the account (issues 17 and 20): inviting a colleague with a copy of one's rights (cloneUser),
 * the people with access to the sold-to (cloneUser, or staff with customerVisibility in an on-behalf session,
 * ADR 031), and the signed-in user's own sign-ins with "sign out everywhere else" (loginSecurity).
 */
const accessRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The embedded provider keeps the sign-ins; with an external one they are that provider's to show. */
  function provider() {
    if (!app.idp) throw httpError(404, 'Sign-ins are kept by the external identity provider.');
    return app.idp.provider;
  }

  const invite = endpointRoute(inviteColleagueEndpoint);
  app.route({
    ...invite,
    config: {
      ...invite.config,
      // Per signed-in user, counted once the call passed the section gate and its body is valid.
      rateLimit: {
        max: invitationsPerHour,
        timeWindow: '1 hour',
        hook: 'preHandler',
        keyGenerator: (request: FastifyRequest) => `invite-colleague:${request.identity?.subject ?? request.ip}`,
      },
    },
    handler: async (request, reply) => {
      const { customer: customerId } = request.query;
      const { caller, permissions } = await customerAccessOf(request, customerId);
      // Staff acting on behalf never hand out access to a customer's account, whatever their on-behalf codes say.
      if (caller.internal) throw httpError(403, 'Staff acting on behalf may not invite colleagues.');
      if (!permissions.cloneUser)
        throw httpError(403, `This needs the permission cloneUser for customer ${customerId}.`);
      const entry = caller.record.portalPrivileges.find((candidate) => candidate.customer === customerId);
      const customer = await findCustomer(app.db, customerId);
      if (!entry || !customer) throw httpError(404, `Customer ${customerId} does not exist.`);

      const copy = copiedEntry(entry);
      const lifetimeMinutes = invitationLinkDays * 24 * 60;
      const created = await app.db.transaction(async (tx) => {
        const user = await createInvitedUser(tx, request.body);
        if (!user) return undefined;
        await grantCopiedEntry(tx, user.id, copy);
        // The group's own provider keeps the password: the invited colleague signs in with the company account,
        // so no password link is made.
        if (app.config.OIDC_ISSUER) return { user, token: null };
        const token = await issueResetToken(tx, user.id, { lifetimeMinutes });
        if (!token) throw new Error('A new account was refused its first password link.');
        return { user, token };
      });
      if (!created) {
        return reply.code(409).send({ error: 'Conflict', message: 'This e-mail address already has an account.' });
      }
      const { user, token } = created;
      const inviter = await findUserById(app.db, caller.userId);
      try {
        await app.mailer.send(
          invitationMail({
            user,
            token,
            inviter: inviter ? fullName(inviter) : caller.record.fullname,
            customer: customer.legalName,
            days: invitationLinkDays,
            publicUrl: app.config.PUBLIC_URL,
          }),
        );
      } catch (error) {
        // Nothing half-done: without its mail the account could never be used, so it goes again.
        await removeInvitedUser(app.db, user.id);
        throw error;
      }
      request.log.info({ customerId, invitedUserId: user.id }, 'colleague invited');
      return reply.code(201).send({
        userId: user.id,
        email: user.username,
        firstName: user.givenName,
        lastName: user.familyName,
        customerId,
        privileges: copy.enabled,
      });
    },
  });

  app.route({
    ...endpointRoute(getAccountUsersEndpoint),
    handler: async (request, reply) => {
      const { customer: customerId } = request.query;
      const { permissions } = await customerAccessOf(request, customerId);
      if (!permissions.cloneUser && !permissions.customerVisibility) {
        throw httpError(403, `This needs the permission cloneUser or customerVisibility for customer ${customerId}.`);
      }
      if (!(await findCustomer(app.db, customerId))) throw httpError(404, `Customer ${customerId} does not exist.`);
      reply.header('cache-control', noStore);
      return { items: await usersOfCustomer(app.db, customerId) };
    },
  });

  app.route({
    ...endpointRoute(getSignInsEndpoint),
    preValidation: requirePermission({ allOf: ['loginSecurity'] }),
    handler: async (request, reply) => {
      provider();
      const { subject, signInId } = identityOf(request);
      reply.header('cache-control', noStore);
      return { items: await signInsOf(app.db, subject, signInId) };
    },
  });

  app.route({
    ...endpointRoute(endOtherSignInsEndpoint),
    preValidation: requirePermission({ allOf: ['loginSecurity'] }),
    handler: async (request) => {
      const idp = provider();
      const { subject, signInId } = identityOf(request);
      // Without the sign-in of the call there is nothing to keep, and ending "the others" would end them all.
      if (!signInId) throw httpError(403, 'This access token names no sign-in to keep.');
      const { grants } = await endSignIns(idp, app.db, subject, { keepGrantId: signInId });
      request.log.info({ ended: grants }, 'other sign-ins ended');
      return { ended: grants };
    },
  });
};

export default accessRoutes;
