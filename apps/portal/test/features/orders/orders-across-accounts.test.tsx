import { getOrderEndpoint, getOrdersEndpoint, getOrderTotalsEndpoint } from '@portal/contracts';
import { mockEndpoint } from '@portal/portal-kit/testing/endpoints';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setUpApiServer } from '../../support/api-server.ts';
import { allCustomerCodes, privilege } from '../../support/fixtures.ts';
import { orderSummary, renderOrders } from './render-orders.ts';

const { server } = setUpApiServer();

const summary = (orderId: string, customerId: string) => orderSummary(orderId, { customerId });

/** multi@: three sold-tos, the third without order history; works in the first. */
const multi = {
  username: 'multi@example.com',
  privileges: [
    privilege('1000102', allCustomerCodes),
    privilege('1000103', allCustomerCodes),
    privilege(
      '1000104',
      allCustomerCodes.filter((code) => code !== 'ORDER_INQUIRY_NEW'),
    ),
  ],
  firstChosen: true,
};

function ordersApi() {
  const queries: URLSearchParams[] = [];
  server.use(
    mockEndpoint(getOrdersEndpoint, (request) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const customers = (query.get('customer') ?? '').split(',');
      return {
        items: customers.map((customer, index) => summary(`451010010${index}`, customer)),
        pageNumber: 0,
        pageSize: 20,
        totalElements: customers.length,
        totalCapped: false,
      };
    }),
    mockEndpoint(getOrderTotalsEndpoint, () => ({ totals: [{ currency: 'EUR', count: 2, netTotal: 200 }] })),
  );
  return queries;
}

describe('/orders across accounts', () => {
  it('chooses all accounts with the selector: the sold-tos with order history, with a sold-to column', async () => {
    const queries = ordersApi();
    const { router } = renderOrders(server, '/orders?status=open', multi);
    const table = await screen.findByRole('table', { name: /Orders of .*1000102/ });
    expect(within(table).queryByRole('columnheader', { name: 'Sold-to' })).toBeNull();
    expect(queries.at(-1)?.get('customer')).toBe('1000102');

    await userEvent.click(screen.getByRole('button', { name: /Accounts shown/ }));
    await userEvent.click(screen.getByRole('radio', { name: 'All my accounts' }));
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(router.state.location.search).toBe('?status=open&accounts=all');
    const across = await screen.findByRole('table', { name: 'Orders of 2 accounts, newest first' });
    expect(queries.at(-1)?.get('customer')).toBe('1000102,1000103');
    expect(queries.at(-1)?.get('status')).toBe('open');
    expect(within(across).getByRole('columnheader', { name: 'Sold-to' })).toBeInTheDocument();
    const other = within(across).getByRole('link', { name: '4510100101' });
    expect(other).toHaveAttribute('href', '/orders/sap/4510100101?customer=1000103');
  });

  it('keeps the accounts when a filter changes', async () => {
    const queries = ordersApi();
    const { router } = renderOrders(server, '/orders?accounts=all&page=2', multi);
    await screen.findByRole('table', { name: 'Orders of 2 accounts, newest first' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'shipped');
    expect(router.state.location.search).toBe('?status=shipped&accounts=all');
    expect(queries.at(-1)?.get('customer')).toBe('1000102,1000103');
  });

  it("opens another sold-to's order for that sold-to, and goes back to the list as it was", async () => {
    ordersApi();
    const asked: string[] = [];
    server.use(
      mockEndpoint(getOrderEndpoint, (request) => {
        asked.push(new URL(request.url).searchParams.get('customer') ?? '');
        return { ...summary('4510100101', '1000103'), lines: [], timeline: [], deliveries: [] };
      }),
    );
    const { router } = renderOrders(server, '/orders?accounts=1000102,1000103&status=open', multi);
    const table = await screen.findByRole('table', { name: 'Orders of 2 accounts, newest first' });
    await userEvent.click(within(table).getByRole('link', { name: '4510100101' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order 4510100101' })).toBeInTheDocument();
    expect(await screen.findByText(/This order belongs to .*1000103/)).toBeInTheDocument();
    expect(asked).toEqual(['1000103']);
    expect(screen.queryByRole('button', { name: /Order again/ })).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: /Back to/ }));
    expect(router.state.location.pathname).toBe('/orders');
    expect(router.state.location.search).toBe('?accounts=1000102,1000103&status=open');
    expect(await screen.findByRole('table', { name: 'Orders of 2 accounts, newest first' })).toBeInTheDocument();
  });

  it('says so when none of the accounts the address names is left, and lists nothing', async () => {
    const queries = ordersApi();
    renderOrders(server, '/orders?accounts=1000104', multi);
    expect(
      await screen.findByText('None of the accounts in this address can be shown to you here. Choose accounts above.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(queries).toHaveLength(0);
  });
});
