import { createHash } from 'node:crypto';
import type { Database } from '../../../db/client.ts';
import {
  countFailure,
  deleteAllFailures,
  deleteFailures,
  hasRunningWait,
  type ThrottlePolicy,
} from './sign-in-failures-store.ts';

/** Failures from one address for one username that cost nothing: typos. */
export const freeFailures = 3;
/** The longest wait, in seconds. */
export const maxDelaySeconds = 15 * 60;

/** The wait starts at 1 s after the free failures, doubles with each further failure up to 15 minutes; a day without failures forgets the count. */
const policy: ThrottlePolicy = { freeFailures, firstDelaySeconds: 1, maxDelaySeconds, forgetAfterHours: 24 };

/** The stored key of a username: what the user typed, normalized and hashed, whether or not the account exists. */
export function accountKeyOf(username: string): string {
  return createHash('sha256').update(username.trim().toLowerCase()).digest('hex');
}

/** Whether attempts for this username from this address must wait (a wait set by earlier failures still runs). */
export async function isThrottled(db: Database, username: string, client: string): Promise<boolean> {
  return hasRunningWait(db, accountKeyOf(username), client);
}

/**
 * Counts a failure, so parallel attempts cannot slip past the count. Beyond the free failures each one sets a wait
 * of 1 s, 2 s, 4 s, ... up to 15 minutes; a day without failures starts over.
 */
export async function recordFailure(db: Database, username: string, client: string): Promise<void> {
  await countFailure(db, accountKeyOf(username), client, policy);
}

/** A successful sign-in from an address clears that address's count for the username. */
export async function clearFailures(db: Database, username: string, client: string): Promise<void> {
  await deleteFailures(db, accountKeyOf(username), client);
}

/** A new password (the user proved who they are by mail or with the old one) clears every address's count. */
export async function clearAllFailures(db: Database, username: string): Promise<void> {
  await deleteAllFailures(db, accountKeyOf(username));
}
