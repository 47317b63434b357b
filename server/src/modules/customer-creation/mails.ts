import { isLanguageId, paths, type LanguageId, type RequestAction } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { html } from '../../lib/html.ts';
import { serverTexts } from '../../lib/server-texts.ts';
import { staffWithPrivilege, usersById } from '../accounts/index.ts';
import type { Actor, RequestRow } from './store.ts';

/**
 * The mail of each transition (the `customerCreationMail` label group, in each recipient's language): to the
 * request's creator and submitter, and to the reviewers; never to the one who acted. Sent after the transition
 * is stored; a mail that cannot be sent is logged and does not undo the transition.
 */
const text = serverTexts('customerCreationMail');

export async function sendTransitionMails(
  app: FastifyInstance,
  row: RequestRow,
  action: RequestAction,
  actor: Actor,
  comment: string | undefined,
): Promise<void> {
  const owners = await usersById(
    app.db,
    [row.createdById, row.submittedById].filter((id): id is string => Boolean(id)),
  );
  const reviewers = await staffWithPrivilege(app.db, 'CUSTOMER_CREATION_REVIEW');
  const recipients = new Map([...owners, ...reviewers].map((user) => [user.userId, user]));
  recipients.delete(actor.userId);
  const link = `${app.config.PUBLIC_URL}${paths.customerCreation.show(row.requestId)}`;
  for (const recipient of recipients.values()) {
    const language: LanguageId = isLanguageId(recipient.language) ? recipient.language : 'en';
    const values = { number: String(row.number), title: row.title, actor: actor.name };
    const subject = text(language, `subject_${action}`, values);
    const body = text(language, `body_${action}`, values);
    const commentLine = text(language, 'comment', { comment: comment ?? '' });
    const open = text(language, 'open');
    try {
      await app.mailer.send({
        to: recipient.username,
        subject,
        text: [body, ...(comment ? [commentLine] : []), '', `${open}: ${link}`].join('\n'),
        html: html`<!doctype html>
          <html lang="${language}">
            <body>
              <p>${body}</p>
              ${comment ? html`<p>${commentLine}</p>` : ''}
              <p><a href="${link}">${open}</a></p>
            </body>
          </html> `.value,
      });
    } catch (error) {
      app.log.error({ err: error, requestId: row.requestId, action }, 'customer-creation mail not sent');
    }
  }
}
