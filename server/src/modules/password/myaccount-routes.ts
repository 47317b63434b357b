import {
  apiErrorSchema,
  passwordChangeErrorSchema,
  passwordChangeRequestSchema,
  passwordInfoSchema,
  passwordManagementScope,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { policyMessage } from '../../idp/labels.ts';
import { identityOf, requireScope } from '../../plugins/authenticate.ts';
import { findUserById, type User } from '../users/repository.ts';
import { hashPassword } from './hash.ts';
import { checkPassword, errorCodeOf } from './policy.ts';
import { recentPasswordHashes, setPassword } from './store.ts';

/** The signed-in user's own password, in the style of the spec's provider (my-account API). */
const myAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  async function currentUser(request: FastifyRequest): Promise<User> {
    const user = await findUserById(app.db, identityOf(request).subject);
    if (user) return user;
    throw Object.assign(new Error('The account of this access token no longer exists.'), { statusCode: 404 });
  }

  const refusals = { 401: apiErrorSchema, 404: apiErrorSchema };

  app.get(
    '/idp/myaccount/password',
    {
      schema: {
        tags: ['identity'],
        summary: 'When the password was last changed',
        security: [{ bearerAuth: [] }],
        response: { 200: passwordInfoSchema, ...refusals },
      },
    },
    async (request) => {
      const user = await currentUser(request);
      return { lastUpdated: user.passwordUpdatedAt?.toISOString() ?? null };
    },
  );

  app.post(
    '/idp/myaccount/password',
    {
      preHandler: requireScope(passwordManagementScope),
      schema: {
        tags: ['identity'],
        summary: 'Change the password (needs the password management scope)',
        security: [{ bearerAuth: [] }],
        body: passwordChangeRequestSchema,
        response: {
          200: passwordInfoSchema,
          400: z.union([passwordChangeErrorSchema, apiErrorSchema]),
          403: apiErrorSchema,
          ...refusals,
        },
      },
    },
    async (request, reply) => {
      const user = await currentUser(request);
      const password = request.body.profile.password;
      const violation = await checkPassword(password, {
        username: user.username,
        recentHashes: await recentPasswordHashes(app.db, user.id),
      });
      if (violation) {
        return reply.code(400).send({
          error: 'Bad Request',
          message: policyMessage('en', violation),
          errorCode: errorCodeOf[violation],
        });
      }
      const lastUpdated = await setPassword(app.db, user.id, await hashPassword(password));
      request.log.info({ userId: user.id }, 'password changed');
      return { lastUpdated: lastUpdated.toISOString() };
    },
  );
};

export default myAccountRoutes;
