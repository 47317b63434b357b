import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/architecture.md tells a newcomer which server modules exist and which uses which. This test keeps it true:
 * the modules named in its module table and in its diagram are the folders under server/src/modules, and the arrows
 * (the table's "uses" column and the diagram's edges) are the imports from one module's files into another module.
 * Folders and imports are read when the test runs, so moving a module or adding an import fails here until the
 * document says so.
 */

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const modulesRoot = path.join(repoRoot, 'server/src/modules');
const doc = readFileSync(path.join(repoRoot, 'docs/architecture.md'), 'utf8');

const moduleFolders = readdirSync(modulesRoot, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return entry.name.endsWith('.ts') ? [file] : [];
  });
}

/** The module a file under server/src/modules belongs to, or null for any other file. */
function moduleOf(file: string): string | null {
  const relative = path.relative(modulesRoot, file);
  if (relative.startsWith('..')) return null;
  return relative.split(path.sep)[0] ?? null;
}

/** "a -> b" for every module a whose files import (or re-export from) a file of another module b, type-only too. */
function arrowsInCode(): string[] {
  const arrows = new Set<string>();
  for (const file of sourceFiles(modulesRoot)) {
    const from = moduleOf(file);
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s+'(\.{1,2}\/[^']+)'/g)) {
      const to = moduleOf(path.resolve(path.dirname(file), match[1] ?? ''));
      if (from && to && to !== from) arrows.add(`${from} -> ${to}`);
    }
  }
  return [...arrows].sort();
}

/** The rows of the module table: `| \`name\` | what it owns | \`other\`, \`other\` (or "none") |`. */
function tableRows(): { name: string; uses: string[] }[] {
  const section = doc.split(/^## /m).find((part) => part.startsWith('Server modules'));
  if (!section) throw new Error('docs/architecture.md has no "## Server modules" section');
  return section
    .split('\n')
    .filter((line) => /^\|\s*`[a-z0-9-]+`\s*\|/.test(line))
    .map((line) => {
      const cells = line.split('|').map((cell) => cell.trim());
      const name = /`([a-z0-9-]+)`/.exec(cells[1] ?? '')?.[1] ?? '';
      const uses = [...(cells[cells.length - 2] ?? '').matchAll(/`([a-z0-9-]+)`/g)].map((match) => match[1] ?? '');
      return { name, uses };
    });
}

/** The diagram: nodes `id["name"]` and edges `id --> id` of the mermaid block. */
function diagram(): { nodes: string[]; arrows: string[] } {
  const block = /```mermaid\n([\s\S]*?)```/.exec(doc)?.[1];
  if (!block) throw new Error('docs/architecture.md has no mermaid diagram');
  const names = new Map<string, string>();
  for (const match of block.matchAll(/\b([A-Za-z0-9_]+)\["([a-z0-9-]+)"\]/g)) names.set(match[1] ?? '', match[2] ?? '');
  const arrows = [...block.matchAll(/\b([A-Za-z0-9_]+)(?:\["[^"]*"\])?\s*-->\s*([A-Za-z0-9_]+)/g)].map(
    (match) =>
      `${names.get(match[1] ?? '') ?? `unknown node ${match[1]}`} -> ${names.get(match[2] ?? '') ?? `unknown node ${match[2]}`}`,
  );
  return { nodes: [...names.values()].sort(), arrows: [...new Set(arrows)].sort() };
}

describe('docs/architecture.md', () => {
  it('names every module folder in its module table, and no module that does not exist', () => {
    expect(moduleFolders.length).toBeGreaterThan(5);
    expect(
      tableRows()
        .map((row) => row.name)
        .sort(),
    ).toEqual(moduleFolders);
  });

  it('draws every module folder in its diagram, and no module that does not exist', () => {
    expect(diagram().nodes).toEqual(moduleFolders);
  });

  it("lists each module's arrows to other modules as its imports are", () => {
    const code = arrowsInCode();
    // The scan must see the imports, or the comparisons pass on nothing.
    expect(code.length).toBeGreaterThan(5);
    const table = tableRows()
      .flatMap((row) => row.uses.map((to) => `${row.name} -> ${to}`))
      .sort();
    expect(table).toEqual(code);
    expect(diagram().arrows).toEqual(code);
  });
});
