import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { declaredEndpoints } from '@portal/contracts';
import { describe, expect, it } from 'vitest';

/*
 * ADR 016: the portal calls a declared endpoint through its declaration (`callEndpoint`, or `endpointPath` and
 * the declared description where it keeps its own parsing), never by a path written out by hand. This scans the
 * front end's code for string literals that spell a declared path.
 */

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');

/** The front end's code; mock mode (`src/mock`) keeps its own table of calls for now. */
const scanned = ['apps/portal/src', 'packages/portal-kit/src', 'remotes'];
const skipped = ['apps/portal/src/mock/', '/node_modules/', '/dist/', '/test/'];

function sourcesBelow(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourcesBelow(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = scanned
  .flatMap((folder) => sourcesBelow(join(repoRoot, folder)))
  .map((file) => relative(repoRoot, file))
  .filter((file) => !skipped.some((part) => `/${file}`.includes(part)));

/** The code without comments (a doc comment may name the call it documents). */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

/** String and template literals that start like an API path; a template's `${...}` becomes one segment. */
function apiPathLiterals(source: string): string[] {
  const literals = withoutComments(source).matchAll(/(['"`])(\/(?:priv|pub|idp|api)\/(?:(?!\1)[^\n])*)\1/g);
  return [...literals].map((match) => (match[2] ?? '').replace(/\$\{[^}]*\}/g, 'x'));
}

/** A declared path as a pattern: `:name` takes one segment, a trailing `*` the rest; a query may follow. */
function pathPattern(path: string): RegExp {
  const escaped = path
    .split(/(:\w+|\/\*$)/)
    .map((part) => {
      if (part.startsWith(':')) return '[^/?]+';
      if (part === '/*') return '/.+';
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${escaped}(?:[?].*)?$`);
}

const patterns = declaredEndpoints.map((endpoint) => ({ id: endpoint.id, pattern: pathPattern(endpoint.path) }));

/** Which declared endpoints a literal spells, by id. */
function declaredMatches(literal: string): string[] {
  return patterns.filter(({ pattern }) => pattern.test(literal)).map(({ id }) => id);
}

describe('declared endpoint paths', () => {
  it('finds the front-end files to scan', () => {
    expect(files.length).toBeGreaterThan(50);
    expect(files).toContain('apps/portal/src/features/dashboard/api/get-homepage-content.ts');
  });

  it('recognises a hand-built path of a declared endpoint', () => {
    const source = [
      '/** `GET /priv/api/v1/cms/brandpage/{lang}/{brand}` */',
      'const a = `/priv/api/v1/cms/brandpage/${language}/${encodeURIComponent(brandId)}`;',
      "const b = '/pub/api/v1/password/forgot';",
      "const c = '/pub/api/v1/not-declared';",
    ].join('\n');
    const matches = apiPathLiterals(source).map(declaredMatches);
    expect(matches).toHaveLength(3);
    expect(matches[0]).toContain('getBrandPage');
    expect(matches[1]).toEqual(['forgotPassword']);
    expect(matches[2]).toEqual([]);
  });

  it('no front-end file hand-builds the path of a declared endpoint', () => {
    const found = files.flatMap((file) =>
      apiPathLiterals(readFileSync(join(repoRoot, file), 'utf8'))
        .filter((literal) => declaredMatches(literal).length > 0)
        .map((literal) => `${file}: ${literal} (${declaredMatches(literal).join(', ')})`),
    );
    expect(found).toEqual([]);
  });
});
