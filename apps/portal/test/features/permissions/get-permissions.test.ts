import { getPermissionsEndpoint } from '@portal/contracts';
import { getPortalState, subscribe } from '@portal/portal-kit';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { getUserPermissions } from '../../../src/features/permissions/api/get-permissions.ts';
import { permissionsRecord } from '../../support/fixtures.ts';
import { origin, signInAs } from '../../support/render.tsx';
import { setUpApiServer } from '../../support/api-server.ts';

const { server, reports } = setUpApiServer();
const url = `${origin}${getPermissionsEndpoint.path}`;
beforeEach(() => {
  signInAs('buyer@example.com');
});

describe('getUserPermissions', () => {
  it('keeps the record in the portal state and publishes the permissions event', async () => {
    const record = permissionsRecord();
    server.use(http.get(url, () => HttpResponse.json(record)));
    const published: unknown[] = [];
    const stop = subscribe('permissions', (payload) => published.push(payload));
    await expect(getUserPermissions()).resolves.toEqual(record);
    stop();
    expect(getPortalState().permissions).toEqual(record);
    expect(published).toEqual([record]);
  });

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
