import type { DocumentDetail, LanguageId } from '@portal/contracts';
import { html } from '../../lib/html.ts';
import { textOf } from './texts.ts';

/**
 * The text and HTML of a documents mail, in the customer's language; the PDFs are attached by the caller. The
 * portal writes the frame (who sent which documents of which customer, the footer); the sender's message, if any,
 * sits quoted inside it with a notice that the sender wrote it (issue 30, L1).
 */
export function documentsMail({
  documents,
  customerName,
  sender,
  message,
  language,
}: {
  documents: readonly DocumentDetail[];
  customerName: string;
  sender: string;
  message: string | undefined;
  language: LanguageId;
}): { subject: string; text: string; html: string } {
  const t = (key: string, values?: Record<string, string>) => textOf(language, key, values);
  const numbers = documents.map((document) => document.documentId);
  const listed = documents.map((document) => `${t(`title_${document.type}`)} ${document.documentId}`);
  const intro = t('mailIntro', { sender, customer: customerName });
  // The sender's words are quoted between lines the portal writes, so they never read as the portal's own.
  const notice = t('mailMessageNotice', { sender });
  const note = message
    ? [t('mailMessage', { sender }), ...message.split('\n').map((line) => `> ${line}`), notice, '']
    : [];
  return {
    subject: t('mailSubject', {
      customer: customerName,
      numbers: numbers.length > 3 ? `${numbers.slice(0, 3).join(', ')} …` : numbers.join(', '),
    }),
    text: [intro, '', ...listed.map((line) => `- ${line}`), '', ...note, t('mailFooter')].join('\n'),
    html: html`<!doctype html>
      <html lang="${language}">
        <body>
          <p>${intro}</p>
          <ul>
            ${listed.map((line) => html`<li>${line}</li>`)}
          </ul>
          ${
            message
              ? html`<p>${t('mailMessage', { sender })}</p>
                  <blockquote style="white-space: pre-wrap">${message}</blockquote>
                  <p>${notice}</p>`
              : ''
          }
          <p>${t('mailFooter')}</p>
        </body>
      </html> `.value,
  };
}
