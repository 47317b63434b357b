import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { page, sendPage } from '../pages/layout.ts';
import { html } from '../../../lib/html.ts';
import { latestOutboxMails } from './store.ts';

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
 * sent, newest first, as a page with working links and as JSON for tests.
 */
const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const latest = async () => {
    const rows = await latestOutboxMails(app.db, shown);
    return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  };

  app.get(
    '/dev/outbox.json',
    {
      schema: {
        tags: ['development'],
        summary: `The last ${shown} mails of the outbox, newest first`,
        response: { 200: z.object({ mails: z.array(outboxMailSchema) }) },
      },
    },
    async () => ({ mails: await latest() }),
  );

  app.get('/dev/outbox', { schema: { hide: true } }, async (_request, reply) => {
    const mails = await latest();
    const items = mails.map(
      (mail) =>
        html` <article aria-labelledby="mail-${mail.id}">
          <h2 id="mail-${mail.id}">${mail.subject}</h2>
          <p class="muted">To ${mail.to}, <time datetime="${mail.createdAt}">${mail.createdAt}</time></p>
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
