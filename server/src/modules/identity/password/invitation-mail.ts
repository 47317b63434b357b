import { paths, type LanguageId } from '@portal/contracts';
import { format, labelsFor } from '../labels.ts';
import { linkMail } from '../mail/link-mail.ts';
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
  return linkMail({
    to: user.username,
    language,
    subject: labels.inviteSubject,
    greeting,
    body,
    link,
    action: token === null ? labels.inviteActionSignIn : labels.inviteAction,
    closing: format(labels.inviteIgnore, { inviter }),
    brand: labels.brand,
  });
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
  return linkMail({
    to: user.username,
    language,
    subject: labels.inviteExistingSubject,
    greeting: format(labels.inviteGreeting, { name: fullName(user) }),
    body: format(labels.inviteExistingBody, { inviter, customer }),
    link: `${publicUrl}${paths.login}`,
    action: labels.inviteActionSignIn,
    closing: format(labels.inviteExistingIgnore, { inviter, customer }),
    brand: labels.brand,
  });
}
