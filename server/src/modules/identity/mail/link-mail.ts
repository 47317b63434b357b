import type { LanguageId } from '@portal/contracts';
import { html } from '../../../lib/html.ts';
import type { Mail } from './mailer.ts';

/** What a mail with one link says; the frame around it is the same for every such mail. */
export interface LinkMailContent {
  to: string;
  language: LanguageId;
  subject: string;
  greeting: string;
  body: string;
  link: string;
  /** The link's text in the HTML part (the text part shows the address itself). */
  action: string;
  /** The line after the link: what to do when the mail was not expected. */
  closing: string;
  brand: string;
}

/**
 * The one frame of the portal's mails that carry a link (password reset, invitation, an invitation to an existing
 * account): greeting, body, the link, the closing line and the brand, as text and as HTML with every value escaped.
 */
export function linkMail({
  to,
  language,
  subject,
  greeting,
  body,
  link,
  action,
  closing,
  brand,
}: LinkMailContent): Mail {
  return {
    to,
    subject,
    text: [greeting, '', body, link, '', closing, '', brand].join('\n'),
    html: html`<!doctype html>
      <html lang="${language}">
        <body>
          <p>${greeting}</p>
          <p>${body}</p>
          <p><a href="${link}">${action}</a></p>
          <p>${closing}</p>
          <p>${brand}</p>
        </body>
      </html> `.value,
  };
}
