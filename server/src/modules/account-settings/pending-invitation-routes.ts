import { decideInvitationEndpoint, getPendingInvitationsEndpoint } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { decideInvitation, pendingInvitationsFor } from './pending-invitations.ts';

/** Staff's list of invitations waiting for approval and their decision (ADR 050). */
const pendingInvitationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(getPendingInvitationsEndpoint),
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { items: await pendingInvitationsFor(request) };
    },
  });

  app.route({
    ...endpointRoute(decideInvitationEndpoint),
    handler: async (request, reply) => {
      const outcome = await decideInvitation(request, request.params.invitationId, request.body);
      if ('conflict' in outcome) return reply.code(409).send({ error: 'Conflict', message: outcome.conflict });
      return outcome;
    },
  });
};

export default pendingInvitationRoutes;
