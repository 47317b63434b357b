import { getOrdersEndpoint, getOrderTotalsEndpoint } from '@portal/contracts';
import { mockEndpoint } from '@portal/portal-kit/testing/endpoints';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setUpApiServer } from '../../support/api-server.ts';
import { permissionsRecord, soldTo } from '../../support/fixtures.ts';
import { origin, renderRoutes, signInAs } from '../../support/render.tsx';

/** The order list's totals (issue 32): of the whole filtered set, asked with the list's filters and no paging. */

const { server } = setUpApiServer();

describe('/orders totals', () => {
  it('shows the net total per currency of every matching order, from the server', async () => {
    signInAs('buyer@example.com');
    const asked: Array<Record<string, string>> = [];
    server.use(
      http.get(`${origin}/priv/api/admin/tools/permissions`, () => HttpResponse.json(permissionsRecord())),
      http.get(`${origin}/priv/api/v1/user/customers`, () => HttpResponse.json([soldTo('1000001')])),
      mockEndpoint(getOrdersEndpoint, (request) => ({
        items: [],
        pageNumber: 1,
        pageSize: Number(new URL(request.url).searchParams.get('pageSize')),
        totalElements: 45,
        totalCapped: false,
      })),
      mockEndpoint(getOrderTotalsEndpoint, (request) => {
        asked.push(Object.fromEntries(new URL(request.url).searchParams));
        return {
          totals: [
            { currency: 'EUR', count: 30, netTotal: 45210.4 },
            { currency: 'GBP', count: 15, netTotal: 9870 },
          ],
        };
      }),
    );
    renderRoutes('/orders?status=open&page=2');
    expect(await screen.findByText('€45,210.40 · £9,870.00')).toBeInTheDocument();
    expect(screen.getByText('Net total of all matching orders:')).toBeInTheDocument();
    expect(asked).toEqual([{ customer: '1000001', status: 'open' }]);
  });
});
