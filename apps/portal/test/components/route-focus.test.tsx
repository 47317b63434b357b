import { getOrdersEndpoint } from '@portal/contracts';
import { mockEndpoint } from '@portal/portal-kit/testing/endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { setUpApiServer } from '../support/api-server.ts';
import { allCustomerCodes, permissionsRecord, privilege, soldTo } from '../support/fixtures.ts';
import { origin, renderRoutes, signInAs } from '../support/render.tsx';

const { server } = setUpApiServer();

it('moves focus to the new page’s heading after following a menu link, not leaving it on the link', async () => {
  signInAs('buyer@example.com');
  server.use(
    http.get(`${origin}/priv/api/admin/tools/permissions`, () =>
      HttpResponse.json(permissionsRecord({ portalPrivileges: [privilege('1000001', allCustomerCodes)] })),
    ),
    http.get(`${origin}/priv/api/v1/user/customers`, () => HttpResponse.json([soldTo('1000001')])),
    mockEndpoint(getOrdersEndpoint, () => ({
      items: [],
      pageNumber: 0,
      pageSize: 20,
      totalElements: 0,
      totalCapped: false,
    })),
  );
  renderRoutes('/dashboard');
  const navigation = await screen.findByRole('navigation', { name: 'Main navigation' }, { timeout: 5000 });
  const link = within(navigation).getAllByRole('link', { name: 'Order history' })[0] as HTMLElement;
  await userEvent.click(link);
  const heading = await screen.findByRole('heading', { level: 1, name: 'Order history' }, { timeout: 5000 });
  await waitFor(() => expect(heading).toHaveFocus());
  // A script's focus target, not a Tab stop.
  expect(heading).toHaveAttribute('tabindex', '-1');
});
