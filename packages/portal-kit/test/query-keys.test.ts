import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sharedQueryKeyRoots, sharedQueryKeys } from '../src/query-keys.ts';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

function sourcesBelow(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourcesBelow(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The code without comments (a comment may name the key it explains). */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

/** Array literals in `source` whose first element is a string literal naming a shared key's root. */
function sharedRootLiterals(source: string): string[] {
  const roots = sharedQueryKeyRoots.join('|');
  const pattern = new RegExp(`\\[\\s*(['"\`])(${roots})\\1`, 'g');
  return [...withoutComments(source).matchAll(pattern)].map((match) => match[0]);
}

describe('the shared query keys', () => {
  it("keep each user's and each sold-to's entries under the root that invalidates them all", () => {
    expect(sharedQueryKeys.permissions.of('buyer@example.com').slice(0, 1)).toEqual(sharedQueryKeys.permissions.all);
    expect(sharedQueryKeys.updates.of('1000001').slice(0, 1)).toEqual(sharedQueryKeys.updates.all);
    expect(sharedQueryKeyRoots).toEqual(['permissions', 'updates']);
  });

  it('finds a shared root written as a literal, and nothing in comments or other arrays', () => {
    expect(sharedRootLiterals("queryKey: ['updates', soldTo, 'list']")).toEqual(["['updates'"]);
    expect(sharedRootLiterals('invalidateQueries({ queryKey: [ "permissions" ] })')).toEqual(['[ "permissions"']);
    expect(sharedRootLiterals("// ['permissions'] is the host's\nconst keys = ['notifications', 'updates'];")).toEqual(
      [],
    );
  });

  // Issue 31, item 2: a remote that spelled a shared key would drift from the host's on the next change of shape,
  // and one keying its own data under a shared root would be refreshed with the host's.
  it('are never written as literals in a remote: remotes name them through sharedQueryKeys', () => {
    const offenders = sourcesBelow(join(repoRoot, 'remotes')).flatMap((file) =>
      sharedRootLiterals(readFileSync(file, 'utf8')).map((literal) => `${relative(repoRoot, file)}: ${literal}`),
    );
    expect(offenders).toEqual([]);
  });
});
