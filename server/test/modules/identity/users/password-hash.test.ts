import { describe, expect, it } from 'vitest';
import {
  hashPassword,
  verifyAgainstNothing,
  verifyPassword,
} from '../../../../src/modules/identity/users/password-hash.ts';

describe('password hashing', () => {
  it('stores scrypt with its cost and a per-hash salt', async () => {
    const first = await hashPassword('Portal#2026');
    const second = await hashPassword('Portal#2026');
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(first).not.toBe(second);
  });

  it('verifies the right password only', async () => {
    const hash = await hashPassword('Portal#2026');
    expect(await verifyPassword('Portal#2026', hash)).toBe(true);
    expect(await verifyPassword('portal#2026', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('treats composed and decomposed accents alike', async () => {
    const hash = await hashPassword('Caf\u00e9-Terrasse-42');
    expect(await verifyPassword('Cafe\u0301-Terrasse-42', hash)).toBe(true);
  });

  it('never matches a malformed hash', async () => {
    for (const stored of [
      '',
      'plain',
      'bcrypt$x',
      'scrypt$0$8$1$c2FsdA$aGFzaA',
      'scrypt$16384$8$1$$',
      'scrypt$a$b$c$d$e',
    ]) {
      expect(await verifyPassword('Portal#2026', stored)).toBe(false);
    }
  });

  it('answers "no" for a user that does not exist', async () => {
    expect(await verifyAgainstNothing('Portal#2026')).toBe(false);
  });
});
