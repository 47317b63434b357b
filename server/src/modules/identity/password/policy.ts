import { passwordErrorCodes, type PasswordErrorCode } from '@portal/contracts';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { verifyPassword } from '../users/password-hash.ts';

export const minimumLength = 10;
/** zxcvbn's "safely unguessable" level (0 to 4). */
const minimumScore = 3;

/** Why a password is refused; each has its own message on the reset page. */
export type PolicyViolation = 'too-short' | 'contains-username' | 'commonly-used' | 'too-weak' | 'used-recently';

/** The API reports the spec's coarser codes (section 8). */
export const errorCodeOf: Record<PolicyViolation, PasswordErrorCode> = {
  'too-short': passwordErrorCodes.requirementsNotMet,
  'contains-username': passwordErrorCodes.requirementsNotMet,
  'too-weak': passwordErrorCodes.requirementsNotMet,
  'commonly-used': passwordErrorCodes.commonlyUsed,
  'used-recently': passwordErrorCodes.usedRecently,
};

const zxcvbn = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });

/** The username and, for an e-mail address, its local part: what a password must not contain. */
function usernameParts(username: string): string[] {
  const lower = username.trim().toLowerCase();
  const local = lower.split('@', 1)[0] ?? '';
  return [...new Set([lower, local])].filter((part) => part.length >= 3);
}

/** Checks the rules that need no stored data, cheapest first. */
export function checkPasswordStrength(password: string, username: string): PolicyViolation | undefined {
  if ([...password].length < minimumLength) return 'too-short';
  const lower = password.toLowerCase();
  if (usernameParts(username).some((part) => lower.includes(part))) return 'contains-username';

  const result = zxcvbn.check(password, usernameParts(username));
  if (result.score >= minimumScore) return undefined;
  // A weak password built on an entry of the common-password list is "commonly used" (password1234);
  // any other weak one merely misses the requirements (aaaaaaaaaaaa).
  const builtOnCommonPassword = result.sequence.some(
    (match) => match.pattern === 'dictionary' && match.dictionaryName === 'passwords-common',
  );
  return builtOnCommonPassword ? 'commonly-used' : 'too-weak';
}

/** The whole policy: strength first, then the (slow, hashed) comparison with the recent passwords. */
export async function checkPassword(
  password: string,
  context: { username: string; recentHashes: readonly string[] },
): Promise<PolicyViolation | undefined> {
  const weakness = checkPasswordStrength(password, context.username);
  if (weakness) return weakness;
  const matches = await Promise.all(context.recentHashes.map((hash) => verifyPassword(password, hash)));
  return matches.some(Boolean) ? 'used-recently' : undefined;
}
