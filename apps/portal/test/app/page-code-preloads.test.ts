import { matchesPathPattern, sections } from '@portal/contracts';
// eslint-disable-next-line no-restricted-imports -- the test holds the portal's matcher to the router's
import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pageModules } from '../../src/app/page-modules.ts';
import { sectionAt } from '../../src/app/section-routes.tsx';

describe('page code preloads', () => {
  it("matches an address as React Router does for the patterns of the manifest (the portal's one matcher)", () => {
    const addresses = [
      '/login',
      '/login/',
      '/LOGIN',
      '/dashboard',
      '/brands',
      '/brands/shop/42',
      '/brands/a/b',
      '/orders/sap/7',
      '/orders/sap/7/',
    ];
    const patterns = sections.flatMap((section) => section.routes.map((route) => route.path));
    for (const pattern of patterns) {
      for (const address of [...addresses, pattern.replace(/:[^/]+/g, 'x').replace(/\/\*$/, '/y/z')]) {
        expect(matchesPathPattern(pattern, address), `${pattern} at ${address}`).toBe(
          matchPath(pattern, address) !== null,
        );
      }
    }
  });

  it('preloads the feature of a public page alone, and the signed-in layouts with a signed-in one', () => {
    const sectionOf = (pathname: string) => {
      const found = sectionAt(pathname);
      if (!found) throw new Error(`No section for ${pathname}`);
      return found;
    };
    expect(pageModules(sectionOf('/login'))).toEqual(['src/features/auth/routes.tsx']);
    expect(pageModules(sectionOf('/dashboard'))).toEqual([
      'src/app/signed-in-layouts.tsx',
      'src/features/dashboard/routes.tsx',
    ]);
    // A gate page leads to the dashboard next.
    expect(pageModules(sectionOf('/sold-to'))).toContain('src/features/dashboard/routes.tsx');
  });

  it('finds every module a page needs among the lazy modules the start-up preloads', () => {
    const lazy = Object.keys(import.meta.glob(['/src/features/*/routes.tsx', '/src/app/signed-in-layouts.tsx']));
    const needed = new Set(sections.flatMap((section) => pageModules(section)));
    expect([...needed].filter((module) => !lazy.includes(`/${module}`))).toEqual([]);
  });
});
