import type { LanguageId } from '@portal/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, type Interaction, type InteractionResults } from 'oidc-provider';
import { z } from 'zod';
import { signIn } from '../users/sign-in.ts';
import { grantRequested } from './grant.ts';
import { labelsFor, pickLanguage } from '../labels.ts';
import { sendPage } from '../pages/layout.ts';
import { noticePage, signInLink } from '../pages/notice.ts';
import { signInPage } from '../pages/sign-in.ts';
import { apiResource } from './provider.ts';

const params = z.object({ uid: z.string().min(1).max(128) });
const query = z.object({ lang: z.string().max(16).optional() });
const loginBody = z.object({
  username: z.string().max(254).default(''),
  password: z.string().max(256).default(''),
  lang: z.string().max(16).optional(),
});

/** The sign-in pages of the embedded provider at /oidc/interaction/:uid. */
const interactionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { provider } = app.idp;
  const resource = apiResource(app.config);

  /** This browser's interaction (from its cookie) when it is the one in the URL and still running. */
  async function currentInteraction(
    request: FastifyRequest,
    reply: FastifyReply,
    uid: string,
  ): Promise<Interaction | undefined> {
    try {
      const interaction = await provider.interactionDetails(request.raw, reply.raw);
      return interaction.uid === uid ? interaction : undefined;
    } catch (error) {
      if (error instanceof errors.SessionNotFound) return undefined;
      throw error;
    }
  }

  function expired(reply: FastifyReply, language: LanguageId): FastifyReply {
    const labels = labelsFor(language);
    const body = noticePage({
      language,
      title: 'signInTitle',
      message: labels.signInExpired,
      link: signInLink,
      role: 'alert',
    });
    return sendPage(reply, body, 400);
  }

  /** Hands the result back to the provider, which continues the authorization request. */
  async function finish(
    request: FastifyRequest,
    reply: FastifyReply,
    result: InteractionResults,
  ): Promise<FastifyReply> {
    const returnTo = await provider.interactionResult(request.raw, reply.raw, result, {
      mergeWithLastSubmission: false,
    });
    return reply.header('cache-control', 'no-store').redirect(returnTo, 303);
  }

  async function signedIn(request: FastifyRequest, reply: FastifyReply, interaction: Interaction, accountId: string) {
    const grantId = await grantRequested(provider, interaction, accountId, resource);
    return finish(request, reply, { login: { accountId }, consent: { grantId } });
  }

  app.get('/oidc/interaction/:uid', { schema: { hide: true, params, querystring: query } }, async (request, reply) => {
    const interaction = await currentInteraction(request, reply, request.params.uid);
    const language = pickLanguage(request.query.lang, interaction?.params['ui_locales']);
    if (!interaction) return expired(reply, language);
    // Already signed in, only the grant is missing: grant it without showing anything.
    const accountId = interaction.session?.accountId;
    if (interaction.prompt.name !== 'login' && accountId) {
      return signedIn(request, reply, interaction, accountId);
    }
    const loginHint = interaction.params['login_hint'];
    const username = typeof loginHint === 'string' ? loginHint : undefined;
    return sendPage(reply, signInPage({ uid: interaction.uid, language, username }));
  });

  app.post(
    '/oidc/interaction/:uid/login',
    {
      // Per client address; the sign-in throttle protects each username, this the sign-in form as a whole.
      config: { rateLimit: { max: app.config.SIGN_IN_RATE_LIMIT_MAX, timeWindow: '1 minute' } },
      schema: { hide: true, params, body: loginBody },
    },
    async (request, reply) => {
      const { uid } = request.params;
      const { username, password } = request.body;
      const interaction = await currentInteraction(request, reply, uid);
      const language = pickLanguage(request.body.lang, interaction?.params['ui_locales']);
      if (!interaction) return expired(reply, language);

      const labels = labelsFor(language);
      if (!username.trim() || !password) {
        return sendPage(reply, signInPage({ uid, language, username, error: labels.signInMissing }), 400);
      }
      const result = await signIn(app.db, username, password, request.ip);
      if (result.outcome === 'signed-in') return signedIn(request, reply, interaction, result.user.id);
      if (result.outcome === 'throttled') {
        return sendPage(reply, signInPage({ uid, language, username, error: labels.signInThrottled }), 429);
      }
      return sendPage(reply, signInPage({ uid, language, username, error: labels.signInInvalid }), 401);
    },
  );

  app.get('/oidc/interaction/:uid/abort', { schema: { hide: true, params } }, async (request, reply) => {
    const interaction = await currentInteraction(request, reply, request.params.uid);
    if (!interaction) return expired(reply, pickLanguage(undefined));
    return finish(request, reply, { error: 'access_denied', error_description: 'The user cancelled the sign-in.' });
  });
};

export default interactionRoutes;
