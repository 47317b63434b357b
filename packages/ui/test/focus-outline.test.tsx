import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = join(import.meta.dirname, '../../..');
const sourceRoots = ['apps', 'remotes', 'packages'].flatMap((area) =>
  readdirSync(join(repoRoot, area)).map((name) => join(repoRoot, area, name, 'src')),
);

function sourceFiles(directory: string, found: string[] = []): string[] {
  let entries: string[];
  try {
    entries = readdirSync(directory);
  } catch {
    return found;
  }
  for (const entry of entries) {
    const path = join(directory, entry);
    if (statSync(path).isDirectory()) sourceFiles(path, found);
    else if (/\.tsx?$/.test(entry)) found.push(path);
  }
  return found;
}

/**
 * Tailwind 4's `outline-none` sets the outline style to none through `--tw-outline-style`, which `outline-2` and
 * the like then read: combined, they draw no outline at all, and keyboard focus becomes invisible (the ticket
 * modal's close button). Each variant that widens the outline of such an element must also give it a style.
 */
function invisibleOutlines(classes: string): string[] {
  const tokens = classes.split(/\s+/);
  if (!tokens.includes('outline-none')) return [];
  return tokens.filter((token) => {
    const width = /^(?<variant>(?:[^:\s]+:)*)outline-(?:\d+|\[[^\]]+\])$/.exec(token);
    if (!width) return false;
    const variant = width.groups?.['variant'] ?? '';
    return !['solid', 'dashed', 'dotted', 'double'].some((style) => tokens.includes(`${variant}outline-${style}`));
  });
}

describe('focus outlines', () => {
  it('every class list that removes the outline and draws one on focus also gives it a style', () => {
    const offenders = sourceRoots
      .flatMap((root) => sourceFiles(root))
      .flatMap((file) => {
        const literals = readFileSync(file, 'utf8').match(/'[^'\n]*'|"[^"\n]*"|`[^`]*`/g) ?? [];
        return literals
          .flatMap((literal) => invisibleOutlines(literal.slice(1, -1)))
          .map((token) => `${relative(repoRoot, file)}: ${token}`);
      });
    expect(offenders).toEqual([]);
  });

  it('recognizes the mistake it looks for', () => {
    expect(invisibleOutlines('outline-none data-focus-visible:outline-2 data-focus-visible:outline-brand')).toEqual([
      'data-focus-visible:outline-2',
    ]);
    expect(invisibleOutlines('outline-none focus-visible:outline-2 focus-visible:outline-solid')).toEqual([]);
    expect(invisibleOutlines('focus-visible:outline-2 focus-visible:outline-brand')).toEqual([]);
  });
});
