import { sections } from '@portal/contracts';
import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pageModules, patternToRegExp } from '../../page-code-preloads.ts';

const matches = (pattern: string, pathname: string) => new RegExp(patternToRegExp(pattern), 'i').test(pathname);

describe('page code preloads', () => {
  it('matches an address as React Router does for the patterns of the manifest', () => {
    const addresses = ['/login', '/login/', '/dashboard', '/brands', '/brands/shop/42', '/brands/a/b', '/orders/sap/7'];
    const patterns = sections.flatMap((section) => section.routes.map((route) => route.path));
    for (const pattern of patterns) {
      for (const address of [...addresses, pattern.replace(/:[^/]+/g, 'x').replace(/\/\*$/, '/y/z')]) {
        expect(matches(pattern, address), `${pattern} at ${address}`).toBe(matchPath(pattern, address) !== null);
      }
    }
  });

  it('preloads the feature of a public page alone, and the signed-in layouts with a signed-in one', () => {
    const sectionOf = (pathname: string) => {
      const found = sections.find((section) => section.routes.some((route) => matchPath(route.path, pathname)));
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
});
