import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * `src/features/remotes/federation.ts` fills two globals the federation packages read but do not document:
 * `_FEDERATION_RUNTIME_CORE` (remotes built with `experiments.externalRuntime`) and `__mf_module_cache__` (the
 * shared-module cache the remotes' code reads before it asks the runtime). See the ADR on portal-kit outside the
 * federation's share scope. They were verified with the versions below; an upgrade fails here first, so whoever
 * upgrades runs the remote journeys (e2e) and moves the pin, instead of finding out from a blank page.
 */
const verifiedWith = { '@module-federation/runtime': '2.9.1', '@module-federation/vite': '1.23.0' };

const require = createRequire(import.meta.url);
const packageFolder = (name: string) => dirname(require.resolve(`${name}/package.json`));
const versionOf = (name: string) =>
  (JSON.parse(readFileSync(join(packageFolder(name), 'package.json'), 'utf8')) as { version: string }).version;

describe('federation runtime globals the host fills', () => {
  it.each(Object.entries(verifiedWith))('are verified with the installed %s (%s)', (name, version) => {
    expect(versionOf(name), `${name} changed: re-verify federation.ts, then move this pin`).toBe(version);
  });

  it('are still the names the remotes build plugin reads', () => {
    const plugin = readFileSync(join(packageFolder('@module-federation/vite'), 'lib', 'index.js'), 'utf8');
    expect(plugin).toContain('__mf_module_cache__');
    expect(plugin).toContain('_FEDERATION_RUNTIME_CORE');
  });
});
