import {
  createCartHandoffEndpoint,
  getOrderEndpoint,
  getQuickOrderFileEndpoint,
  type OrderDetail,
} from '@portal/contracts';
import { mockEndpoint } from '@portal/portal-kit/testing/endpoints';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leaveForShop } from '../../../src/features/orders/components/order-again.tsx';
import { setUpApiServer } from '../../support/api-server.ts';
import { allCustomerCodes, privilege } from '../../support/fixtures.ts';
import { origin } from '../../support/render.tsx';
import { orderLine, orderSummary, renderOrders } from './render-orders.ts';

/** "Order again" on the order page (issue 33): the shop hand-off and the quick-order file. */

const { server } = setUpApiServer();

const detail: OrderDetail = {
  ...orderSummary('4510100108', { poNumber: null }),
  lines: [orderLine()],
  timeline: [{ status: 'open', date: '2026-11-14' }],
  deliveries: [],
};

describe('order again', () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:quick-order');
    URL.revokeObjectURL = vi.fn();
  });
  beforeEach(() => server.use(mockEndpoint(getOrderEndpoint, () => detail)));
  afterEach(() => vi.restoreAllMocks());

  it('hands the order to the shop and leaves for the address the server answers', async () => {
    const leave = vi.spyOn(leaveForShop, 'go').mockImplementation(() => undefined);
    let asked = '';
    server.use(
      mockEndpoint(createCartHandoffEndpoint, (request) => {
        asked = new URL(request.url).pathname + new URL(request.url).search;
        return {
          token: 'A'.repeat(43),
          url: `https://shop.example.com/b2b?brand=50&language=en&handoff=${'A'.repeat(43)}`,
          expiresAt: '2026-11-28T10:15:00.000Z',
        };
      }),
    );
    renderOrders(server, '/orders/sap/4510100108');
    await userEvent.click(await screen.findByRole('button', { name: 'Order again' }));
    await vi.waitFor(() =>
      expect(leave).toHaveBeenCalledWith(`https://shop.example.com/b2b?brand=50&language=en&handoff=${'A'.repeat(43)}`),
    );
    expect(asked).toBe('/priv/api/v1/orders/sap/4510100108/reorder?customer=1000001');
    expect(screen.getByText('Handing the order’s lines to the brand’s shop…')).toBeInTheDocument();
  });

  it('says so when the hand-off fails, and stays on the page', async () => {
    const leave = vi.spyOn(leaveForShop, 'go').mockImplementation(() => undefined);
    server.use(
      http.post(`${origin}/priv/api/v1/orders/sap/4510100108/reorder`, () =>
        HttpResponse.json({ error: 'Forbidden', message: 'No B2B shop access' }, { status: 403 }),
      ),
    );
    renderOrders(server, '/orders/sap/4510100108');
    await userEvent.click(await screen.findByRole('button', { name: 'Order again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be handed to the shop');
    expect(leave).not.toHaveBeenCalled();
  });

  it('downloads the quick-order file and says which', async () => {
    server.use(
      http.get(
        `${origin}${getQuickOrderFileEndpoint.path.replace(':source', 'sap').replace(':orderId', '4510100108')}`,
        () =>
          new HttpResponse('style,colour,size,sku,quantity\n', {
            headers: {
              'content-type': 'text/csv',
              'content-disposition': 'attachment; filename="quick-order-sap-4510100108.csv"',
            },
          }),
      ),
    );
    renderOrders(server, '/orders/sap/4510100108');
    await userEvent.click(await screen.findByRole('button', { name: 'Download as quick-order file' }));
    expect(await screen.findByText('Quick-order file quick-order-sap-4510100108.csv downloaded.')).toBeInTheDocument();
    expect(URL.createObjectURL).toHaveBeenCalledOnce();
  });

  it('offers neither without the B2B shop access, nor for a brand outside the B2B brand list', async () => {
    const { unmount } = renderOrders(server, '/orders/sap/4510100108', {
      privileges: [
        privilege(
          '1000001',
          allCustomerCodes.filter((code) => code !== 'B2B_ACCESS'),
        ),
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: /4510100108/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Order again' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download as quick-order file' })).not.toBeInTheDocument();
    unmount();
    renderOrders(server, '/orders/sap/4510100108', {
      privileges: [{ ...privilege('1000001'), legacyBrandList: [{ module: 'B2B', brands: ['40'] }] }],
    });
    expect(await screen.findByRole('heading', { level: 1, name: /4510100108/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Order again' })).not.toBeInTheDocument();
  });
});
