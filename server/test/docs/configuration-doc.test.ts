import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configVariables } from '../../src/config.ts';

/**
 * docs/configuration.md lists the server's environment variables in grouped tables (the sections from "Server" up
 * to "Development"). This test keeps them true to src/config.ts: every variable the server reads is named there
 * once, no other, and each with the default config.ts gives it.
 */

const doc = readFileSync(path.resolve(import.meta.dirname, '../../../docs/configuration.md'), 'utf8');

/** `| \`NAME\` | default | ... |` rows of the server's sections, as [name, default cell]. */
function serverRows(): [string, string][] {
  const start = doc.indexOf('\n## Server\n');
  const end = doc.indexOf('\n## Development\n');
  if (start < 0 || end < start)
    throw new Error('docs/configuration.md has no "## Server" ... "## Development" sections');
  return doc
    .slice(start, end)
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const cells = line.split('|').map((cell) => cell.trim());
      return [cells[1]?.replace(/`/g, '') ?? '', cells[2] ?? ''];
    });
}

describe('docs/configuration.md', () => {
  it('names every variable the server reads, once, and no other', () => {
    const named = serverRows().map(([name]) => name);
    expect(named.length).toBe(new Set(named).size);
    expect([...named].sort()).toEqual(configVariables.map((variable) => variable.name).sort());
  });

  it('gives each variable the default the server applies', () => {
    const defaults = new Map(serverRows());
    for (const variable of configVariables) {
      const expected = variable.default === undefined ? '(unset)' : `\`${variable.default}\``;
      expect(defaults.get(variable.name), variable.name).toBe(expected);
    }
  });
});
