import { apiErrorSchema, type ApiError } from '@portal/contracts';
import type { preValidationAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { optionalIdentityOf } from '../../../plugins/authenticate.ts';
import { page, sendPage } from '../pages/layout.ts';
import { html } from '../../../lib/html.ts';
import { latestOutboxMails } from './store.ts';

export interface OutboxOptions {
  /**
   * The permission check of a signed-in reader (the admin tool), from the accounts module, which this module
   * does not import (accounts imports identity).
   */
  requireStaffReader: preValidationAsyncHookHandler;
}

const shown = 50;

const outboxMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  attachments: z.array(
    z.object({ filename: z.string(), contentType: z.string(), size: z.number().int(), sha256: z.string() }),
  ),
  /** Headers beyond the usual ones (e.g. List-Unsubscribe). */
  headers: z.record(z.string(), z.string()),
  createdAt: z.string(),
});

/** Links in a plain-text mail body become clickable; everything else stays text. */
function linkify(text: string) {
  return text
    .split(/(https?:\/\/\S+)/)
    .map((part, index) => (index % 2 === 1 ? html`<a href="${part}">${part}</a>` : html`${part}`));
}

/**
 * Development only (registered outside production while SMTP_URL is unset): the mail the portal would have
 * sent, newest first, as JSON for tests and as a page with working links. The mails hold live reset and invitation
 * links (ADR 041): the JSON needs a staff token with the admin tool unless DEV_OUTBOX_OPEN=true; the page, which a
 * browser opens without a token, exists only with DEV_OUTBOX_OPEN=true.
 */
const outboxRoutes: FastifyPluginAsyncZod<OutboxOptions> = async (app, { requireStaffReader }) => {
  const open = app.config.DEV_OUTBOX_OPEN;
  const staffOrOpen: preValidationAsyncHookHandler = async function (request, reply) {
    if (open) return;
    // Not under a protected prefix, so authentication left the token to this route.
    request.identity ??= await optionalIdentityOf(request);
    if (!request.identity) {
      const body: ApiError = {
        error: 'Unauthorized',
        message: 'The outbox needs a staff access token with the admin tool (or DEV_OUTBOX_OPEN=true).',
      };
      return reply.code(401).header('www-authenticate', 'Bearer').send(body);
    }
    return requireStaffReader.call(this, request, reply);
  };

  const latest = async () => {
    const rows = await latestOutboxMails(app.db, shown);
    return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  };

  app.get(
    '/dev/outbox.json',
    {
      preValidation: staffOrOpen,
      schema: {
        tags: ['development'],
        summary: `The last ${shown} mails of the outbox, newest first (admin tool, or DEV_OUTBOX_OPEN=true)`,
        security: [{ bearerAuth: [] }],
        response: {
          200: z.object({ mails: z.array(outboxMailSchema) }),
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async () => ({ mails: await latest() }),
  );

  if (!open) return;
  app.get('/dev/outbox', { schema: { hide: true } }, async (_request, reply) => {
    const mails = await latest();
    const items = mails.map(
      (mail) =>
        html` <article aria-labelledby="mail-${mail.id}">
          <h2 id="mail-${mail.id}">${mail.subject}</h2>
          <p class="muted">To ${mail.to}, <time datetime="${mail.createdAt}">${mail.createdAt}</time></p>
          ${
            Object.keys(mail.headers).length > 0
              ? html`<dl aria-label="Headers">
                  ${Object.entries(mail.headers).map(
                    ([name, value]) =>
                      html`<dt>${name}</dt>
                        <dd>${value}</dd>`,
                  )}
                </dl>`
              : ''
          }
          <pre>${linkify(mail.text)}</pre>
          ${
            mail.attachments.length > 0
              ? html`<ul aria-label="Attachments">
                  ${mail.attachments.map(
                    (file) => html`<li>${file.filename} (${file.contentType}, ${String(file.size)} bytes)</li>`,
                  )}
                </ul>`
              : ''
          }
        </article>`,
    );
    const body = html` <h1>Outbox</h1>
      <p class="muted">Mail is kept here because SMTP_URL is not set. Newest first, the last ${shown}.</p>
      ${items.length > 0 ? items : html`<p>No mail yet.</p>`}`;
    return sendPage(reply, page({ language: 'en', title: 'Outbox', body, wide: true }));
  });
};

export default outboxRoutes;
