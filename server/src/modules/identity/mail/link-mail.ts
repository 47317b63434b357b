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
  /** A last line with a link of its own after the brand (e.g. a notice's unsubscribe link). */
  footer?: { text: string; link: string; action: string };
}

/**
 * The one frame of the portal's mails that carry a link (password reset, invitation, an invitation to an existing
 * account, a notice of the notification mail): greeting, body, the link, the closing line and the brand, as text and as HTML with every value escaped.
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
  footer,
}: LinkMailContent): Mail {
  const footerLines = footer ? ['', '--', footer.text, footer.link] : [];
  return {
    to,
    subject,
    text: [greeting, '', body, link, '', closing, '', brand, ...footerLines].join('\n'),
    html: html`<!doctype html>
      <html lang="${language}">
        <body>
          <p>${greeting}</p>
          <p>${body}</p>
          <p><a href="${link}">${action}</a></p>
          <p>${closing}</p>
          <p>${brand}</p>
          ${
            footer
              ? html`<hr />
                  <p>
                    <small>${footer.text} <a href="${footer.link}">${footer.action}</a></small>
                  </p>`
              : ''
          }
        </body>
      </html> `.value,
  };
}
