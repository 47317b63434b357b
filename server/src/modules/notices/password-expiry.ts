import { paths } from '@portal/contracts';
import type { Database } from '../../db/client.ts';
import { usersWithPasswordSetBetween } from '../identity/index.ts';
import { usersChoosing } from './preferences-store.ts';
import { deliverNotice, emailChannels, type DeliveryContext } from './service.ts';

const dayMs = 24 * 60 * 60 * 1000;

/** How passwords expire (PASSWORD_MAX_AGE_DAYS, and the PASSWORD_EXPIRY_WARNING_DAYS before it that warn). */
export interface PasswordExpiry {
  maxAgeDays: number;
  warningDays: number;
}

/**
 * The daily pass of "password expiring" (issue 33): each user who chose e-mail for it and whose password expires
 * within the warning days from `now` gets one notice per expiry (the key names the user and when the password was
 * set, so a new password makes a new notice and the next pass none). The item is the expiry date (UTC); the link
 * opens the account settings, where the password is changed.
 */
export async function queuePasswordExpiryNotices(
  db: Database,
  now: Date,
  expiry: PasswordExpiry,
  context: DeliveryContext,
): Promise<number> {
  const subscribers = await usersChoosing(db, 'password_expiring', emailChannels);
  const maxAgeMs = expiry.maxAgeDays * dayMs;
  // Expiring in [now, now + warning): set in [now - maxAge, now - maxAge + warning).
  const expiring = await usersWithPasswordSetBetween(db, subscribers, {
    setFrom: new Date(now.getTime() - maxAgeMs),
    setBefore: new Date(now.getTime() - maxAgeMs + expiry.warningDays * dayMs),
  });
  let queued = 0;
  for (const user of expiring) {
    const expiresOn = new Date(user.passwordUpdatedAt.getTime() + maxAgeMs).toISOString().slice(0, 10);
    queued += await deliverNotice(
      db,
      {
        eventKey: `password-expiring:${user.id}:${user.passwordUpdatedAt.toISOString()}`,
        kind: 'password_expiring',
        customer: null,
        userIds: [user.id],
        item: expiresOn,
        link: paths.accountSettings.root,
      },
      context,
    );
  }
  return queued;
}
