import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hashPassword } from '../users/password-hash.ts';
import { checkPassword } from './policy.ts';
import { consumeResetToken, findResetTokenUser } from './reset-tokens.ts';
import { recentPasswordHashes, setPassword } from './store.ts';
import { findUserById } from '../users/store.ts';
import { endSignIns } from '../provider/end-sign-ins.ts';
import { labelsFor, pickLanguage, policyMessage } from '../labels.ts';
import { sendPage } from '../pages/layout.ts';
import { resetDonePage, resetLinkInvalidPage, resetPasswordPage, resetPasswordPath } from '../pages/reset-password.ts';

const token = z.string().max(128);
const lang = z.string().max(16).optional();

/** The page a reset mail links to: choose a new password with a single-use token. */
const resetPasswordRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    resetPasswordPath,
    { schema: { hide: true, querystring: z.object({ token: token.default(''), lang }) } },
    async (request, reply) => {
      const language = pickLanguage(request.query.lang);
      const userId = request.query.token ? await findResetTokenUser(db, request.query.token) : undefined;
      if (!userId) return sendPage(reply, resetLinkInvalidPage(language), 400);
      return sendPage(reply, resetPasswordPage({ token: request.query.token, language }));
    },
  );

  app.post(
    resetPasswordPath,
    {
      schema: {
        hide: true,
        body: z.object({
          token,
          lang,
          password: z.string().max(256).default(''),
          confirmation: z.string().max(256).default(''),
        }),
      },
    },
    async (request, reply) => {
      const { password, confirmation } = request.body;
      const language = pickLanguage(request.body.lang);
      const userId = await findResetTokenUser(db, request.body.token);
      const user = userId ? await findUserById(db, userId) : undefined;
      if (!user) return sendPage(reply, resetLinkInvalidPage(language), 400);

      const refuse = (error: string) =>
        sendPage(reply, resetPasswordPage({ token: request.body.token, language, error }), 400);
      if (password !== confirmation) return refuse(labelsFor(language).resetMismatch);
      const violation = await checkPassword(password, {
        username: user.username,
        recentHashes: await recentPasswordHashes(db, user.id),
      });
      if (violation) return refuse(policyMessage(language, violation));

      // Consumed only now, so a refused attempt leaves the link usable; of two racing submits one wins.
      if (!(await consumeResetToken(db, request.body.token))) {
        return sendPage(reply, resetLinkInvalidPage(language), 400);
      }
      await setPassword(db, user.id, await hashPassword(password));
      await app.passwordChanges.notify(user.id, request.log);
      // Whoever knew the old password may still be signed in: every session and grant of the user ends.
      const ended = await endSignIns(app.idp.provider, db, user.id);
      request.log.info({ userId: user.id, ...ended }, 'password reset, every sign-in ended');
      return sendPage(reply, resetDonePage(language));
    },
  );
};

export default resetPasswordRoutes;
