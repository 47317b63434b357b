import type { LanguageId } from '@portal/contracts';
import { format, labelsFor } from '../labels.ts';
import { resetPasswordLink } from '../pages/reset-password.ts';
import { html } from '../../../lib/html.ts';
import type { Mail } from '../mail/mailer.ts';
import { fullName, type User } from '../users/store.ts';

/** The mail with the reset link, in the language the user asked in. */
export function resetMail({
  user,
  token,
  language,
  publicUrl,
}: {
  user: User;
  token: string;
  language: LanguageId;
  publicUrl: string;
}): Mail {
  const labels = labelsFor(language);
  const link = `${publicUrl}${resetPasswordLink(token, language)}`;
  const greeting = format(labels.mailGreeting, { name: fullName(user) });
  return {
    to: user.username,
    subject: labels.mailSubject,
    text: [greeting, '', labels.mailBody, link, '', labels.mailIgnore, '', labels.brand].join('\n'),
    html: html`<!doctype html>
      <html lang="${language}">
        <body>
          <p>${greeting}</p>
          <p>${labels.mailBody}</p>
          <p><a href="${link}">${labels.mailAction}</a></p>
          <p>${labels.mailIgnore}</p>
          <p>${labels.brand}</p>
        </body>
      </html> `.value,
  };
}
