import {
  changePasswordEndpoint,
  getPasswordInfoEndpoint,
  passwordErrorCodes,
  passwordManagementScope,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { decodeJwt } from 'jose';
import { endpointRoute } from '../../../lib/endpoint-route.ts';
import { endSignIns } from '../provider/end-sign-ins.ts';
import { policyMessage } from '../labels.ts';
import { identityOf, requireScope } from '../../../plugins/authenticate.ts';
import { findUserById, type User } from '../users/store.ts';
import { signIn } from '../users/sign-in.ts';
import { hashPassword } from '../users/password-hash.ts';
import { checkPassword, errorCodeOf } from './policy.ts';
import { recentPasswordHashes, setPassword } from './store.ts';

/** The signed-in user's own password, in the style of the spec's provider (my-account API). */
const myAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  async function currentUser(request: FastifyRequest): Promise<User> {
    const user = await findUserById(app.db, identityOf(request).subject);
    if (user) return user;
    throw Object.assign(new Error('The account of this access token no longer exists.'), { statusCode: 404 });
  }

  /** The grant of the request's access token (already verified by then), the sign-in that stays. */
  function currentGrantOf(request: FastifyRequest): string | undefined {
    const token = /^Bearer +(\S+)/i.exec(request.headers.authorization ?? '')?.[1];
    const grantId = token ? decodeJwt(token)['gid'] : undefined;
    return typeof grantId === 'string' ? grantId : undefined;
  }

  app.route({
    ...endpointRoute(getPasswordInfoEndpoint),
    handler: async (request) => {
      const user = await currentUser(request);
      return { lastUpdated: user.passwordUpdatedAt?.toISOString() ?? null };
    },
  });

  app.route({
    ...endpointRoute(changePasswordEndpoint),
    preHandler: requireScope(passwordManagementScope),
    handler: async (request, reply) => {
      const user = await currentUser(request);
      // The current password proves the person is at the keyboard, not just holding a token. It goes through the
      // same check as the sign-in form, so guessing it here is counted and slowed down like guessing it there.
      const proof = await signIn(app.db, user.username, request.body.currentPassword, request.ip);
      if (proof.outcome === 'throttled') {
        return reply.code(429).send({
          error: 'Too Many Requests',
          message: 'Too many wrong passwords. Please try again later.',
        });
      }
      if (proof.outcome !== 'signed-in' || proof.user.id !== user.id) {
        request.log.info({ userId: user.id }, 'password change refused: wrong current password');
        return reply.code(400).send({
          error: 'Bad Request',
          message: 'currentPassword: is not correct',
          errorCode: passwordErrorCodes.generic,
          details: [{ field: 'currentPassword', message: 'is not correct' }],
        });
      }
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
      await app.passwordChanges.notify(user.id, request.log);
      // Whoever else is signed in as this user (another browser, a stolen refresh token) is signed out.
      const ended = await endSignIns(app.idp.provider, app.db, user.id, { keepGrantId: currentGrantOf(request) });
      request.log.info({ userId: user.id, ...ended }, 'password changed, other sign-ins ended');
      return { lastUpdated: lastUpdated.toISOString() };
    },
  });
};

export default myAccountRoutes;
