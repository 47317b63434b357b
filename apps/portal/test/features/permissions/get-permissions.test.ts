import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getPermissionsEndpoint, type PermissionsRecord } from '@portal/contracts';
import { getPortalState, sharedQueryKeys, subscribe } from '@portal/portal-kit';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../src/app/provider.tsx';
import { getUserPermissions, permissionsQueryOptions } from '../../../src/features/permissions/api/get-permissions.ts';
import { permissionsRecord } from '../../support/fixtures.ts';
import { origin, signInAs } from '../../support/render.tsx';
import { setUpApiServer } from '../../support/api-server.ts';

const { server, reports } = setUpApiServer();
const url = `${origin}${getPermissionsEndpoint.path}`;
beforeEach(() => {
  signInAs('buyer@example.com');
});

/** The `permissions` events published while `run` runs. */
async function permissionsEventsOf(run: () => Promise<unknown>): Promise<Array<PermissionsRecord | null>> {
  const published: Array<PermissionsRecord | null> = [];
  const stop = subscribe('permissions', (payload) => published.push(payload));
  try {
    await run();
  } finally {
    stop();
  }
  return published;
}

describe('the permissions record: loaded by the query, kept in the portal state from its result', () => {
  it('the loader only loads: it neither stores the record nor publishes it', async () => {
    const record = permissionsRecord();
    server.use(http.get(url, () => HttpResponse.json(record)));
    const published = await permissionsEventsOf(() => expect(getUserPermissions()).resolves.toEqual(record));
    expect(getPortalState().permissions).toBeNull();
    expect(published).toEqual([]);
  });

  it("the host's QueryClient stores each loaded record once and publishes it once", async () => {
    const record = permissionsRecord();
    server.use(http.get(url, () => HttpResponse.json(record)));
    const queryClient = createQueryClient();
    const published = await permissionsEventsOf(() =>
      queryClient.fetchQuery(permissionsQueryOptions('buyer@example.com')),
    );
    expect(getPortalState().permissions).toEqual(record);
    expect(published).toEqual([record]);

    // Asked again with the same answer: the query keeps the same object, the state is not written again.
    const again = await permissionsEventsOf(() =>
      queryClient.refetchQueries({ queryKey: sharedQueryKeys.permissions.all }),
    );
    expect(again).toEqual([]);
  });

  it('invalidating the shared key after a language change brings the saved language into the portal state', async () => {
    let language = 'en';
    server.use(http.get(url, () => HttpResponse.json(permissionsRecord({ language }))));
    const queryClient = createQueryClient();
    await queryClient.fetchQuery(permissionsQueryOptions('buyer@example.com'));
    expect(getPortalState().permissions?.language).toBe('en');

    language = 'de';
    const published = await permissionsEventsOf(() =>
      queryClient.invalidateQueries({ queryKey: sharedQueryKeys.permissions.all, refetchType: 'all' }),
    );
    expect(queryClient.getQueryData(permissionsQueryOptions('buyer@example.com').queryKey)?.language).toBe('de');
    expect(getPortalState().permissions?.language).toBe('de');
    expect(published.map((record) => record?.language)).toEqual(['de']);
  });

  it('a failed load leaves the portal state as it was', async () => {
    server.use(http.get(url, () => HttpResponse.json({ error: 'Internal', message: 'boom' }, { status: 500 })));
    const queryClient = createQueryClient();
    const published = await permissionsEventsOf(() =>
      queryClient.fetchQuery({ ...permissionsQueryOptions('buyer@example.com'), retry: false }).catch(() => null),
    );
    expect(getPortalState().permissions).toBeNull();
    expect(published).toEqual([]);
  });

  it("is stored by the host's code in one place only", () => {
    const sources = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'src');
    const files = readdirSync(sources, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file));
    const writers = files.filter((file) => /\bstorePermissions\(/.test(readFileSync(join(sources, file), 'utf8')));
    expect(writers).toEqual(['features/permissions/api/get-permissions.ts']);
  });
});

describe('getUserPermissions', () => {
  it('treats HTTP 403 as "no portal access yet", without reporting an error', async () => {
    server.use(http.get(url, () => HttpResponse.json({ error: 'Forbidden', message: 'no' }, { status: 403 })));
    await expect(getUserPermissions()).resolves.toBeNull();
    expect(reports).toEqual([]);
  });

  it.each([
    ['an empty body', () => new HttpResponse(null, { status: 204 })],
    ['an empty object', () => HttpResponse.json({})],
  ])('treats %s as no portal access', async (_case, answer) => {
    server.use(http.get(url, answer));
    await expect(getUserPermissions()).resolves.toBeNull();
    expect(reports).toEqual([]);
  });

  it('reports any other failure with the spec description and rethrows it', async () => {
    server.use(http.get(url, () => HttpResponse.json({ error: 'Internal', message: 'boom' }, { status: 500 })));
    await expect(getUserPermissions()).rejects.toMatchObject({ status: 500 });
    expect(reports).toEqual([
      expect.objectContaining({ id: 'error', asset: 'BE', description: 'Error getting the user permissions' }),
    ]);
  });
});
