import { sections, type Section } from '@portal/contracts';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createRoutes, type RouteHandle } from '../../src/app/router.tsx';
import { navigationItemsOf } from '../../src/features/navigation/navigation-items.ts';
import { remoteMountsOf } from '../../src/features/remotes/remote-mounts.ts';
import type { FeatureRoutesModule } from '../../src/lib/feature-pages.ts';
import { internalCardsOf } from '../../src/lib/internal-cards.ts';
import { permissionsRecord, privilege, soldTo } from '../support/fixtures.ts';
import { setUpApiServer } from '../support/api-server.ts';
import { origin, renderRoutes, signInAs } from '../support/render.tsx';

const { server } = setUpApiServer();

const featureModules = import.meta.glob<FeatureRoutesModule>('../../src/features/*/routes.tsx', { eager: true });
const routeNames = (manifest: readonly Section[]) =>
  manifest.flatMap((section) => section.routes.map((route) => route.name));

function handleNames(routes: RouteObject[]): string[] {
  return routes.flatMap((route) => [
    ...(route.handle ? [(route.handle as RouteHandle).name] : []),
    ...handleNames(route.children ?? []),
  ]);
}

function routeNameAt(manifest: readonly Section[], url: string): string | undefined {
  const matches = matchRoutes(createRoutes({ maintenance: false, manifest }), url) ?? [];
  return (matches.at(-1)?.route.handle as RouteHandle | undefined)?.name;
}

describe('the section manifest', () => {
  it('is the only place routes come from: every route of the router is a manifest route, or root / not found', () => {
    const names = handleNames(createRoutes({ maintenance: false }));
    expect(names.filter((name) => name !== 'root' && name !== 'notFound').sort()).toEqual(routeNames(sections).sort());
  });

  it('gives every host feature exactly the pages of its sections, and no feature a page outside the manifest', () => {
    const owned = new Map<string, string[]>();
    for (const section of sections) {
      if (section.owner.kind !== 'host') continue;
      const list = owned.get(section.owner.feature) ?? [];
      list.push(...section.routes.map((route) => route.name));
      owned.set(section.owner.feature, list);
    }
    const modules = Object.entries(featureModules).map(([file, module]) => ({
      feature: /features\/([^/]+)\/routes\.tsx$/.exec(file)?.[1] ?? file,
      pages: Object.keys(module.pages).sort(),
    }));
    expect(modules.map(({ feature }) => feature).sort()).toEqual([...owned.keys()].sort());
    for (const { feature, pages } of modules) expect(pages, feature).toEqual((owned.get(feature) ?? []).sort());
  });

  it('leads every navigation item, card and remote mount to a route of the manifest', () => {
    const patterns = sections.flatMap((section) => section.routes.map((route) => route.path));
    const answered = (to: string) => routeNameAt(sections, to) !== 'notFound';
    const { customerTop, bottom, internalTop } = navigationItemsOf();
    for (const item of [...customerTop, ...bottom, ...internalTop]) expect(answered(item.to), item.id).toBe(true);
    for (const card of internalCardsOf()) if (card.action.kind === 'route') expect(answered(card.action.to)).toBe(true);
    for (const mount of remoteMountsOf()) expect(patterns).toContain(mount.pattern);
  });

  it('drops a removed section from routes, navigation, cards and remote mounts at once', () => {
    const without = sections.filter((section) => !['documents', 'orderHistory', 'etaf'].includes(section.id));
    expect(routeNameAt(sections, '/documents')).toBe('documents');
    expect(routeNameAt(without, '/documents')).toBe('notFound');
    expect(routeNameAt(without, '/orders')).toBe('notFound');

    const before = navigationItemsOf(sections);
    const after = navigationItemsOf(without);
    expect(before.customerTop.map((item) => item.id)).toEqual(expect.arrayContaining(['documents', 'orderHistory']));
    expect(after.customerTop.map((item) => item.id)).not.toEqual(expect.arrayContaining(['documents']));
    expect(after.customerTop.map((item) => item.id)).not.toContain('orderHistory');
    expect(after.internalTop.map((item) => item.id)).not.toContain('etaf');

    expect(internalCardsOf(sections).map((card) => card.id)).toEqual(expect.arrayContaining(['orderHistory', 'etaf']));
    expect(internalCardsOf(without).map((card) => card.id)).not.toContain('orderHistory');
    expect(internalCardsOf(without).map((card) => card.id)).not.toContain('etaf');
    // Cards that are not sections stay.
    expect(internalCardsOf(without).map((card) => card.id)).toContain('cms');

    expect(remoteMountsOf(sections).map((mount) => mount.remote)).toContain('documents');
    expect(remoteMountsOf(without).map((mount) => mount.remote)).not.toContain('documents');
  });

  it('guards each route with its section rule from the manifest', async () => {
    signInAs('buyer@example.com');
    server.use(
      http.get(`${origin}/priv/api/admin/tools/permissions`, () =>
        HttpResponse.json(permissionsRecord({ portalPrivileges: [privilege('1000001', ['FAQ', 'TICKET'])] })),
      ),
      http.get(`${origin}/priv/api/v1/user/customers`, () => HttpResponse.json([soldTo('1000001')])),
    );
    const open = renderRoutes('/cookie-policy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cookie policy' })).toBeVisible();
    open.unmount();

    const stricter = sections.map((section) =>
      section.id === 'cookiePolicy' ? { ...section, access: { allOf: ['report' as const] } } : section,
    );
    const guarded = renderRoutes('/cookie-policy', createRoutes({ maintenance: false, manifest: stricter }));
    await waitFor(() => expect(guarded.router.state.location.pathname).toBe('/dashboard'));
  });
});
