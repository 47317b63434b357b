import {
  endOtherSignInsEndpoint,
  getAccountUsersEndpoint,
  getSignInsEndpoint,
  inviteColleagueEndpoint,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { httpError } from '../../lib/http-error.ts';
import { identityOf } from '../../plugins/authenticate.ts';
import { customerAccessOf, findCustomer, requirePermission, usersOfCustomer } from '../accounts/index.ts';
import { endSignIns, signInsOf } from '../identity/index.ts';
import { inviteColleague } from './invite-colleague.ts';
import { waitingInvitationsOf } from './pending-invitations.ts';

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

  app.route({
    ...endpointRoute(inviteColleagueEndpoint),
    // The limits per user and hour, and per user and customer and day, are counted in the database by the use case.
    handler: async (request, reply) => {
      const { customer: customerId } = request.query;
      const access = await customerAccessOf(request, customerId);
      return reply.code(201).send(await inviteColleague(app, access, customerId, request.body));
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
      return {
        items: await usersOfCustomer(app.db, customerId),
        pendingInvitations: await waitingInvitationsOf(request, customerId),
      };
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
