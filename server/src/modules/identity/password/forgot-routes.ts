import { fallbackLanguage, forgotPasswordEndpoint, isLanguageId } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { labelsFor } from '../labels.ts';
import { BackgroundTasks } from '../../../lib/background.ts';
import { endpointRoute } from '../../../lib/endpoint-route.ts';
import { findUserByUsername } from '../users/store.ts';
import { resetMail } from './reset-mail.ts';
import { issueResetToken } from './reset-tokens.ts';

/** Per client address: enough for a person who mistyped, too few to mail-bomb an inbox. */
const forgotRateLimit = { max: 10, timeWindow: '1 minute' };

/**
 * Starts a password reset. The answer is the same, after the same single lookup, whether or not the account
 * exists, and whether or not the account has already been sent its links this hour (reset-tokens.ts); the link is
 * made and mailed after the answer.
 */
const forgotPasswordRoutes: FastifyPluginAsyncZod = async (app) => {
  const background = new BackgroundTasks();
  app.addHook('onClose', () => background.settled());

  const route = endpointRoute(forgotPasswordEndpoint);
  app.route({
    ...route,
    config: { ...route.config, rateLimit: forgotRateLimit },
    handler: async (request, reply) => {
      const { username, language } = request.body;
      const user = await findUserByUsername(app.db, username);
      if (user) {
        const mailLanguage = language ?? (isLanguageId(user.locale) ? user.locale : fallbackLanguage);
        background.run(
          async () => {
            const token = await issueResetToken(app.db, user.id);
            if (!token) {
              request.log.info(
                { userId: user.id },
                'password reset link not sent: the account had its links this hour',
              );
              return;
            }
            await app.mailer.send(resetMail({ user, token, language: mailLanguage, publicUrl: app.config.PUBLIC_URL }));
            request.log.info({ userId: user.id }, 'password reset link sent');
          },
          (error) => request.log.error({ err: error }, 'password reset link could not be sent'),
        );
      }
      return reply.code(202).send({ message: labelsFor(language ?? fallbackLanguage).forgotAccepted });
    },
  });
};

export default forgotPasswordRoutes;
