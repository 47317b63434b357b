import { passwordErrorCodes } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../../../src/modules/identity/users/password-hash.ts';
import { checkPassword, checkPasswordStrength, errorCodeOf } from '../../../../src/modules/identity/password/policy.ts';

const username = 'klaus.berger@example.com';

describe('checkPasswordStrength', () => {
  it('accepts a long, uncommon password', () => {
    expect(checkPasswordStrength('Quiet-Harbor-Lamp-7', username)).toBeUndefined();
    expect(checkPasswordStrength('Zq7#mV2p!xR4', username)).toBeUndefined();
  });

  it('wants at least 10 characters', () => {
    expect(checkPasswordStrength('Zq7#mV2p!', username)).toBe('too-short');
    expect(checkPasswordStrength('Zq7#mV2p!x', username)).toBeUndefined();
  });

  it('counts characters, not UTF-16 units', () => {
    expect(checkPasswordStrength('🔑🔑🔑🔑🔑🔑🔑🔑🔑', username)).toBe('too-short');
  });

  it('refuses the username or its local part, in any case', () => {
    expect(checkPasswordStrength('KLAUS.BERGER@example.com!', username)).toBe('contains-username');
    expect(checkPasswordStrength('x7-Klaus.Berger-Harbor', username)).toBe('contains-username');
  });

  it('calls a weak password built on a common one "commonly used"', () => {
    expect(checkPasswordStrength('password1234', username)).toBe('commonly-used');
    expect(checkPasswordStrength('iloveyou1234', username)).toBe('commonly-used');
    expect(checkPasswordStrength('qwertyuiop12', username)).toBe('commonly-used');
  });

  it('calls any other guessable password "too weak"', () => {
    expect(checkPasswordStrength('aaaaaaaaaaaa', username)).toBe('too-weak');
    expect(checkPasswordStrength('Portalxyzxyz', username)).toBe('too-weak');
    expect(checkPasswordStrength('1234567890123', username)).not.toBeUndefined();
  });
});

describe('checkPassword', () => {
  it('refuses one of the recent passwords', async () => {
    const recentHashes = await Promise.all(['Quiet-Harbor-Lamp-7', 'Velvet-Compass-93'].map(hashPassword));
    expect(await checkPassword('Velvet-Compass-93', { username, recentHashes })).toBe('used-recently');
    expect(await checkPassword('Amber-Lantern-Fox-5', { username, recentHashes })).toBeUndefined();
  });

  it('checks strength before history', async () => {
    const recentHashes = [await hashPassword('password1234')];
    expect(await checkPassword('password1234', { username, recentHashes })).toBe('commonly-used');
  });
});

describe('errorCodeOf', () => {
  it('maps every violation to a code of the password API', () => {
    expect(errorCodeOf).toEqual({
      'too-short': passwordErrorCodes.requirementsNotMet,
      'contains-username': passwordErrorCodes.requirementsNotMet,
      'too-weak': passwordErrorCodes.requirementsNotMet,
      'commonly-used': passwordErrorCodes.commonlyUsed,
      'used-recently': passwordErrorCodes.usedRecently,
    });
  });
});
