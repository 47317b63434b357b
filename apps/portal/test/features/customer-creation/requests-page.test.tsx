import { getCustomerCreationRequestsEndpoint } from '@portal/contracts';
import { mockEndpoint } from '@portal/portal-kit/testing/endpoints';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setUpApiServer } from '../../support/api-server.ts';
import { permissionsRecord, privilege } from '../../support/fixtures.ts';
import { origin, renderRoutes, signInAs } from '../../support/render.tsx';

/** The requests list's count line: no "0 requests" beside the empty state. */

const { server } = setUpApiServer();

const staff = permissionsRecord({
  userName: 'staff@example.com',
  companyType: 'INTERNAL',
  portalPrivileges: [privilege('*', ['CUSTOMER_CREATION'])],
});

describe('/customer-creation-requests', () => {
  it('says nothing matches, without a count of 0 beside it', async () => {
    signInAs('staff@example.com');
    server.use(
      http.get(`${origin}/priv/api/admin/tools/permissions`, () => HttpResponse.json(staff)),
      mockEndpoint(getCustomerCreationRequestsEndpoint, () => ({
        items: [],
        pageNumber: 0,
        pageSize: 20,
        totalElements: 0,
      })),
    );
    renderRoutes('/customer-creation-requests?status=rejected');
    expect(await screen.findByRole('heading', { name: 'No requests' }, { timeout: 5000 })).toBeVisible();
    expect(screen.queryByText(/^0 requests?$/)).toBeNull();
    expect(screen.getAllByText('No request matches these filters.')).toHaveLength(2);
  });
});
