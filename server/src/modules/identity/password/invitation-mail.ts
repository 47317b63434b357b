import { paths, type LanguageId } from '@portal/contracts';
import { html } from '../../../lib/html.ts';
import { format, labelsFor } from '../labels.ts';
import type { Mail } from '../mail/mailer.ts';
import { resetPasswordLink } from '../pages/reset-password.ts';
import { fullName, type User } from '../users/store.ts';

/**
 * The mail inviting a colleague (issue 20, cloneUser): who invited them for which customer, and the link: to set
 * a password, or, with the group's own identity provider (`token` null), to sign in with the company account,
 * since the portal keeps no password then.
 */
export function invitationMail({
  user,
  token,
  inviter,
  customer,
  days,
  publicUrl,
}: {
  user: User;
  token: string | null;
  inviter: string;
  customer: string;
  days: number;
  publicUrl: string;
}): Mail {
  const language = user.locale as LanguageId;
  const labels = labelsFor(language);
  const link = token === null ? `${publicUrl}${paths.login}` : `${publicUrl}${resetPasswordLink(token, language)}`;
  const greeting = format(labels.inviteGreeting, { name: fullName(user) });
  const body = format(token === null ? labels.inviteBodySignIn : labels.inviteBody, {
    inviter,
    customer,
    days: String(days),
  });
  const action = token === null ? labels.inviteActionSignIn : labels.inviteAction;
  const ignore = format(labels.inviteIgnore, { inviter });
  return {
    to: user.username,
    subject: labels.inviteSubject,
    text: [greeting, '', body, link, '', ignore, '', labels.brand].join('\n'),
    html: html`<!doctype html>
      <html lang="${language}">
        <body>
          <p>${greeting}</p>
          <p>${body}</p>
          <p><a href="${link}">${action}</a></p>
          <p>${ignore}</p>
          <p>${labels.brand}</p>
        </body>
      </html> `.value,
  };
}

/**
 * The mail to the holder of an address someone invited although it already has an account: the inviter is told
 * nothing different (issue 30, L2), so the holder learns of the invitation here, and that nothing changed.
 */
export function existingAccountInvitationMail({
  user,
  inviter,
  customer,
  publicUrl,
}: {
  user: User;
  inviter: string;
  customer: string;
  publicUrl: string;
}): Mail {
  const language = user.locale as LanguageId;
  const labels = labelsFor(language);
  const link = `${publicUrl}${paths.login}`;
  const greeting = format(labels.inviteGreeting, { name: fullName(user) });
  const body = format(labels.inviteExistingBody, { inviter, customer });
  const ignore = format(labels.inviteExistingIgnore, { inviter, customer });
  return {
    to: user.username,
    subject: labels.inviteExistingSubject,
    text: [greeting, '', body, link, '', ignore, '', labels.brand].join('\n'),
    html: html`<!doctype html>
      <html lang="${language}">
        <body>
          <p>${greeting}</p>
          <p>${body}</p>
          <p><a href="${link}">${labels.inviteActionSignIn}</a></p>
          <p>${ignore}</p>
          <p>${labels.brand}</p>
        </body>
      </html> `.value,
  };
}
