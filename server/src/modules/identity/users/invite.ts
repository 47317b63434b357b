import { randomBytes } from 'node:crypto';
import type { LanguageId } from '@portal/contracts';
import type { Database } from '../../../db/client.ts';
import { deleteUserStillInvited, insertUserUnlessTaken, type User } from './store.ts';

/**
 * The password hash of an invited user who has not set a password yet: not a scrypt hash, so no password ever
 * matches it (verifyPassword refuses a malformed hash), and recognisable, so the account can be shown as not
 * activated. The reset link of the invitation mail replaces it.
 */
export const invitedPasswordPrefix = 'invited$';

/**
 * Creates an external user without a usable password; undefined when the e-mail address already has an account
 * (any case). Pass a transaction as `db` to create their privileges in the same step.
 */
export async function createInvitedUser(
  db: Database,
  person: { email: string; firstName: string; lastName: string; language: LanguageId },
): Promise<User | undefined> {
  return insertUserUnlessTaken(db, {
    username: person.email.trim().toLowerCase(),
    givenName: person.firstName,
    familyName: person.lastName,
    locale: person.language,
    companyType: 'external',
    passwordHash: `${invitedPasswordPrefix}${randomBytes(16).toString('base64url')}`,
  });
}

/** Takes back an invitation whose mail could not be sent: only while the user has not set a password yet. */
export async function removeInvitedUser(db: Database, userId: string): Promise<void> {
  await deleteUserStillInvited(db, userId, invitedPasswordPrefix);
}
