import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { allCustomerCodes, permissionsRecord, privilege, soldTo } from '../../support/fixtures.ts';
import { setUpApiServer } from '../../support/api-server.ts';
import { origin, renderRoutes, signInAs } from '../../support/render.tsx';

const { server, reports } = setUpApiServer();

// Which contract version the stand-in remote of this file declares.
const declared = vi.hoisted(() => ({ version: 2 }));
vi.mock('../../../src/features/remotes/load-remote-module.ts', async () => {
  const stub = (await import('../../support/remote-module-stub.tsx')).default;
  return { loadRemoteModule: async () => ({ ...stub, contractVersion: declared.version }) };
});

function signedIn() {
  signInAs('buyer@example.com');
  server.use(
    http.get(`${origin}/priv/api/admin/tools/permissions`, () =>
      HttpResponse.json(permissionsRecord({ portalPrivileges: [privilege('1000001', allCustomerCodes)] })),
    ),
    http.get(`${origin}/priv/api/v1/user/customers`, () => HttpResponse.json([soldTo('1000001')])),
  );
}

describe('remote contract v2', () => {
  it("mounts the remote's nested routes below its prefix, with the host's router for its params", async () => {
    signedIn();
    renderRoutes('/updates/items/42');
    expect(await screen.findByRole('heading', { level: 1, name: 'Remote item 42' })).toBeVisible();
  });

  it('leads an address the remote does not know to its mount', async () => {
    signedIn();
    const { router } = renderRoutes('/updates/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Remote page /updates' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/updates');
  });

  it('refuses a remote that speaks another contract version, and reports it', async () => {
    declared.version = 1;
    signedIn();
    renderRoutes('/documents');
    expect(await screen.findByText('This section is not available right now')).toBeVisible();
    await waitFor(() =>
      expect(reports.map((report) => report.description)).toContain('Remote "documents" failed to load'),
    );
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  });
});
