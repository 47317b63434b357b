import formbody from '@fastify/formbody';
import { notificationPaths, type LanguageId } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { html } from '../../lib/html.ts';
import { loadPermissionsRecords } from '../accounts/index.ts';
import { page, sendPage } from '../identity/index.ts';
import { kindName, languageOf, unsubscribeTexts as text } from './notice-mail.ts';
import { unsubscribe } from './service.ts';
import { unsubscribeKey, verifyUnsubscribe } from './unsubscribe-token.ts';

const query = z.object({ token: z.string().max(300).optional() });

/**
 * The signed unsubscribe link of notice mails (issue 33), without sign-in: GET shows what it stops with a button,
 * POST stops it. The POST is also RFC 8058's one-click unsubscribe, which mail clients send with the body
 * `List-Unsubscribe=One-Click` to the address of the List-Unsubscribe header.
 */
const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(formbody);

  async function resolve(token: string | undefined) {
    const claim = token ? verifyUnsubscribe(await unsubscribeKey(app.db), token) : undefined;
    const record = claim ? (await loadPermissionsRecords(app.db, [claim.userId])).get(claim.userId) : undefined;
    return claim && record ? { ...claim, record, language: languageOf(record.language) } : undefined;
  }

  function invalid(language: LanguageId) {
    return page({
      language,
      title: text(language, 'pageTitle'),
      body: html`<h1>${text(language, 'pageTitle')}</h1>
        <p role="alert">${text(language, 'invalidLink')}</p>`,
    });
  }

  const schema = { tags: ['notifications'], hide: true, querystring: query };

  app.get(notificationPaths.unsubscribe, { schema }, async (request, reply) => {
    const found = await resolve(request.query.token);
    if (!found) return sendPage(reply, invalid('en'), 404);
    const { language, kind, record } = found;
    const action = `${notificationPaths.unsubscribe}?${new URLSearchParams({ token: request.query.token ?? '' }).toString()}`;
    return sendPage(
      reply.header('referrer-policy', 'no-referrer'),
      page({
        language,
        title: text(language, 'pageTitle'),
        body: html`<h1>${text(language, 'pageTitle')}</h1>
          <p>${text(language, 'confirmQuestion', { kind: kindName(language, kind), email: record.userName })}</p>
          <p class="muted">${text(language, 'confirmHint')}</p>
          <form method="post" action="${action}">
            <div class="actions">
              <button type="submit" name="List-Unsubscribe" value="One-Click">
                ${text(language, 'confirmButton')}
              </button>
            </div>
          </form>`,
      }),
    );
  });

  app.post(notificationPaths.unsubscribe, { schema }, async (request, reply) => {
    const found = await resolve(request.query.token);
    if (!found) return sendPage(reply, invalid('en'), 404);
    const { language, kind, userId } = found;
    await unsubscribe(app.db, userId, kind);
    request.log.info({ userId, kind }, 'unsubscribed from notice e-mails');
    return sendPage(
      reply.header('referrer-policy', 'no-referrer'),
      page({
        language,
        title: text(language, 'doneTitle'),
        body: html`<h1>${text(language, 'doneTitle')}</h1>
          <p role="status">${text(language, 'doneText', { kind: kindName(language, kind) })}</p>`,
      }),
    );
  });
};

export default unsubscribeRoutes;
