import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../../../db/client.ts';
import { findUsableResetTokenUser, insertResetTokenWithinLimit, useResetToken } from './store.ts';

const resetTokenLifetimeMinutes = 30;
/** Links one account may be sent per hour, whoever asks: enough for a lost mail, too few to flood an inbox. */
export const resetLinksPerHour = 3;

/** Only this digest is stored: a leaked table does not give working links. */
function digest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * A new link for the user (valid `lifetimeMinutes`, by default 30; an invitation's lasts days), or undefined when the account has been sent its share of links this hour. Links sent
 * before stay usable until they expire or one of them is used, so someone asking again and again for another
 * person's account cannot make the link in that person's inbox stop working.
 */
export async function issueResetToken(
  db: Database,
  userId: string,
  { lifetimeMinutes = resetTokenLifetimeMinutes }: { lifetimeMinutes?: number } = {},
): Promise<string | undefined> {
  const token = randomBytes(32).toString('base64url');
  const issued = await insertResetTokenWithinLimit(db, {
    userId,
    tokenHash: digest(token),
    lifetimeMinutes,
    linksPerHour: resetLinksPerHour,
  });
  return issued ? token : undefined;
}

/** The user a token belongs to while it is unused and unexpired. */
export async function findResetTokenUser(db: Database, token: string): Promise<string | undefined> {
  return findUsableResetTokenUser(db, digest(token));
}

/**
 * Marks the token used, and with it every other open link of the user: the password they were for has been set.
 * Only one caller wins, the others get undefined.
 */
export async function consumeResetToken(db: Database, token: string): Promise<string | undefined> {
  return useResetToken(db, digest(token));
}
