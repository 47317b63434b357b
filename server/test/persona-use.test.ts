import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPersonas } from '../src/seed/demo-files.ts';

/**
 * A server test of a rule makes the customers and users it needs (`createTestCustomer`, `grantPrivileges`,
 * `createSignedInUser` in helpers/accounts.ts, `createTestUser` in helpers/users.ts), so editing `server/demo/`
 * breaks only the tests about the demo. This test keeps it so: only the files about the demo, listed below, may name
 * a persona's e-mail or sign personas in through the helpers. A new file that does fails here; a listed file that no
 * longer does fails too, so the list stays the files about the demo.
 */

/** Files about the demo itself: its seed, its personas, the authorization matrix over them, the whole API as each. */
const aboutTheDemo = [
  'fuzz/api.test.ts',
  'main.test.ts',
  'modules/accounts/authorization-matrix.test.ts',
  'modules/accounts/seed.test.ts',
  'modules/content/seed.test.ts',
  'modules/identity/users/personas.test.ts',
  'seed/notices.test.ts',
  'seed/reference-only.test.ts',
  'seed/tickets.test.ts',
  'seed/updates.test.ts',
];

const testRoot = import.meta.dirname;

/** What leans on the personas: a persona's e-mail, or a helper that signs personas in or reads their data. */
const personaUse = new RegExp(
  [
    ...loadPersonas().personas.map((persona) => persona.username.replaceAll('.', '\\.')),
    ...['personaTokens', 'matrixHeaders', 'personaIds', 'demoPassword', 'usernameOf'].map((name) => `\\b${name}\\b`),
  ].join('|'),
  'i',
);

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'helpers' ? [] : testFiles(file);
    return entry.name.endsWith('.test.ts') ? [path.relative(testRoot, file).split(path.sep).join('/')] : [];
  });
}

const thisFile = path.basename(import.meta.filename);

const leaning = testFiles(testRoot)
  .filter((file) => file !== thisFile)
  .filter((file) => personaUse.test(readFileSync(path.join(testRoot, file), 'utf8')))
  .sort();

describe('server tests on the demo personas', () => {
  it('are the files about the demo, no other: a rule test makes its own customers and users', () => {
    expect(leaning).toEqual(aboutTheDemo);
  });

  it('is a list without repeats, in order', () => {
    expect(aboutTheDemo).toEqual([...new Set(aboutTheDemo)].sort());
  });
});
