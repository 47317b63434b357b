import type { LanguageId } from '@portal/contracts';
import { format, labelsFor } from '../labels.ts';
import { resetPasswordLink } from '../pages/reset-password.ts';
import { linkMail } from '../mail/link-mail.ts';
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
  return linkMail({
    to: user.username,
    language,
    subject: labels.mailSubject,
    greeting: format(labels.mailGreeting, { name: fullName(user) }),
    body: labels.mailBody,
    link: `${publicUrl}${resetPasswordLink(token, language)}`,
    action: labels.mailAction,
    closing: labels.mailIgnore,
    brand: labels.brand,
  });
}
