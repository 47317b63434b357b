import { getUserInfoEndpoint, type IdentityUserInfo } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../../lib/endpoint-route.ts';
import { identityOf } from '../../../plugins/authenticate.ts';
import { findUserById, fullName } from './store.ts';

/**
 * `GET /idp/myaccount/userinfo` (ADR 027): the user info of spec 3 for the portal's access token, the same
 * claims the ID token carries. The provider's own userinfo endpoint only takes access tokens made for it, and
 * the portal's are for the API, so the API answers for them here. Checked like every `/idp/myaccount/` call:
 * a missing, invalid or revoked token is a 401 (the portal then logs out, spec 8).
 */
const userInfoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(getUserInfoEndpoint),
    handler: async (request, reply) => {
      const { userId } = identityOf(request);
      if (!userId) {
        return reply.code(403).send({ error: 'Forbidden', message: 'This sign-in has no portal account.' });
      }
      const user = await findUserById(app.db, userId);
      if (!user) {
        return reply
          .code(404)
          .send({ error: 'Not Found', message: 'The account of this access token no longer exists.' });
      }
      const info: IdentityUserInfo = {
        sub: user.id,
        preferred_username: user.username,
        email: user.username,
        name: fullName(user),
        given_name: user.givenName,
        family_name: user.familyName,
        locale: user.locale,
      };
      return reply.header('cache-control', 'no-store').send(info);
    },
  });
};

export default userInfoRoutes;
