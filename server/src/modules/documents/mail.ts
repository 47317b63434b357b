import type { DocumentDetail, LanguageId } from '@portal/contracts';
import { html } from '../../lib/html.ts';
import { textOf } from './texts.ts';

/** The text and HTML of a documents mail, in the customer's language; the PDFs are attached by the caller. */
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
  const note = message ? [t('mailMessage', { sender }), message, ''] : [];
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
                  <blockquote style="white-space: pre-wrap">${message}</blockquote>`
              : ''
          }
          <p>${t('mailFooter')}</p>
        </body>
      </html> `.value,
  };
}
