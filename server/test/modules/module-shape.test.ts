import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The server's module shape (ADR 018 and its successors). How modules and folders may import each other (through a
 * module's index.ts only, no folder cycle at any depth, only stores query tables, plugins/lib/db free of modules)
 * is checked by dependency-cruiser in `npm run lint` (.dependency-cruiser.cjs). This test keeps what an import
 * graph cannot see.
 */

const sourceRoot = path.resolve(import.meta.dirname, '../../src');
const modulesRoot = path.join(sourceRoot, 'modules');
const moduleNames = readdirSync(modulesRoot, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return entry.name.endsWith('.ts') ? [file] : [];
  });
}

const files = sourceFiles(sourceRoot);

describe('server module shape', () => {
  it('gives every module an index.ts, its interface', () => {
    expect(moduleNames.length).toBeGreaterThan(10);
    for (const name of moduleNames) {
      expect(files, name).toContain(path.join(modulesRoot, name, 'index.ts'));
    }
  });

  it('keeps request-scoped state on the request, not in maps keyed by it', () => {
    // Fastify's decorateRequest gives each request its own slot; a map keyed by the request hides the state.
    const keyedByRequest = files.filter((file) =>
      /\bWeak(?:Map|Set)<\s*FastifyRequest\b/.test(readFileSync(file, 'utf8')),
    );
    expect(keyedByRequest.map((file) => path.relative(sourceRoot, file))).toEqual([]);
  });

  it('has its import rules checked by the lint step', () => {
    const manifest = JSON.parse(readFileSync(path.resolve(sourceRoot, '../../package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(manifest.scripts.lint).toMatch(/depcruise --config \.dependency-cruiser\.cjs .*server\/src/);
  });
});
