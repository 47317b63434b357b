import {
  exportOrdersEndpoint,
  getOrderEndpoint,
  getOrderReturnabilityEndpoint,
  getOrdersEndpoint,
  type OrderDetail,
} from '@portal/contracts';
import { mockEndpoint } from '@portal/portal-kit/testing/endpoints';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leaveForReturns } from '../../../src/features/orders/components/return-eligibility-modal.tsx';
import { setUpApiServer } from '../../support/api-server.ts';
import { allCustomerCodes, privilege } from '../../support/fixtures.ts';
import { origin, renderRoutes } from '../../support/render.tsx';
import { orderLine, orderSummary, renderOrders } from './render-orders.ts';

const { server, reports } = setUpApiServer();

const detail: OrderDetail = {
  ...orderSummary('4510100108', { status: 'shipped', confirmedDelivery: { from: '2026-10-09', to: '2026-11-05' } }),
  lines: [orderLine({ confirmedQuantity: 12, shippedQuantity: 12, status: 'shipped' })],
  timeline: [
    { status: 'open', date: '2026-06-13' },
    { status: 'confirmed', date: '2026-06-17' },
    { status: 'shipped', date: '2026-10-25' },
  ],
  deliveries: [
    {
      deliveryNumber: '8101000115',
      shipDate: '2026-10-25',
      carrier: 'DPD',
      trackingNumber: '824034827133',
      trackingUrl: 'https://tracking.dpd.de/status/en_US/parcel/824034827133',
      proofOfDelivery: { deliveredAt: '2026-10-29', signedBy: 'R. Moreau' },
      lines: [{ lineNumber: 10, sku: 'VN0A4BV4-Y28-42', quantity: 12 }],
    },
  ],
};

/** Answers the list and records the query of every call. */
function ordersApi(total = 45) {
  const queries: URLSearchParams[] = [];
  server.use(
    mockEndpoint(getOrdersEndpoint, (request) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      return {
        items: [orderSummary('4510100163'), orderSummary('4510100102', { status: 'confirmed', currency: 'GBP' })],
        pageNumber: Number(query.get('pageNumber')),
        pageSize: Number(query.get('pageSize')),
        totalElements: total,
        totalCapped: false,
      };
    }),
  );
  return queries;
}

describe('/orders', () => {
  it("lists the sold-to's orders with the filters and page the address holds", async () => {
    const queries = ordersApi();
    renderOrders(server, '/orders?status=open&brand=50&season=SS27&page=2&q=4510');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order history' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: /Orders of .*1000001/ });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1] as HTMLElement).getByRole('link', { name: '4510100163' })).toHaveAttribute(
      'href',
      '/orders/sap/4510100163',
    );
    expect(rows[1]).toHaveTextContent('Nov 14, 2026');
    expect(rows[2]).toHaveTextContent('£1,234.50');
    expect(screen.getByText('45 orders')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(Object.fromEntries(queries.at(-1) ?? [])).toEqual({
      customer: '1000001',
      status: 'open',
      brand: '50',
      season: 'SS27',
      q: '4510',
      pageNumber: '1',
      pageSize: '20',
    });
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('4510');
  });

  it('puts a new filter into the address and starts again at page 1', async () => {
    const queries = ordersApi();
    const { router } = renderOrders(server, '/orders?page=3');
    await screen.findByRole('table');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'shipped');
    expect(router.state.location.search).toBe('?status=shipped');
    await screen.findByText('Page 1 of 3');
    expect(queries.at(-1)?.get('status')).toBe('shipped');
    expect(queries.at(-1)?.get('pageNumber')).toBe('0');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(router.state.location.search).toBe('?status=shipped&page=2');
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('');
  });

  it('says when nothing matches, and when the list fails offers a retry', async () => {
    server.use(
      mockEndpoint(getOrdersEndpoint, () => ({
        items: [],
        pageNumber: 0,
        pageSize: 20,
        totalElements: 0,
        totalCapped: false,
      })),
    );
    renderOrders(server, '/orders?status=cancelled');
    expect(await screen.findByRole('heading', { name: 'No orders match' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
    // No count of 0 beside the empty state; the status announces the empty state's words.
    expect(screen.queryByText(/^0 orders?$/)).toBeNull();
    expect(screen.getAllByText('No orders match')).toHaveLength(2);
  });

  it('says next to the end date that a period ending before it starts is wrong, and asks for no orders', async () => {
    const queries = ordersApi();
    renderOrders(server, '/orders?from=2026-12-01&to=2026-01-01');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order history' })).toBeInTheDocument();
    const to = screen.getByLabelText('Ordered until');
    expect(to).toHaveValue('2026-01-01');
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(to).toHaveAccessibleDescription('The end date must not be before the start date.');
    expect(screen.queryByRole('heading', { name: 'No orders match' })).not.toBeInTheDocument();
    expect(queries).toEqual([]);
  });

  describe('export', () => {
    beforeEach(() => {
      URL.createObjectURL = vi.fn(() => 'blob:orders');
      URL.revokeObjectURL = vi.fn();
    });
    afterEach(() => vi.restoreAllMocks());

    it('downloads the filtered orders and says when the file is ready', async () => {
      ordersApi();
      let exported: URLSearchParams | undefined;
      server.use(
        http.get(`${origin}${exportOrdersEndpoint.path}`, ({ request }) => {
          exported = new URL(request.url).searchParams;
          return new HttpResponse('source,orderId\nsap,4510100163\n', {
            headers: {
              'content-type': 'text/csv',
              'content-disposition': 'attachment; filename="orders-1000001-2026-11-24.csv"',
            },
          });
        }),
      );
      renderOrders(server, '/orders?brand=50');
      await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
      expect(await screen.findByText('Export ready: orders-1000001-2026-11-24.csv')).toBeInTheDocument();
      expect(Object.fromEntries(exported ?? [])).toEqual({ customer: '1000001', brand: '50', format: 'csv' });
      expect(URL.createObjectURL).toHaveBeenCalledOnce();
    });

    it('says the export failed when the server refuses it', async () => {
      ordersApi();
      server.use(
        http.get(`${origin}${exportOrdersEndpoint.path}`, () =>
          HttpResponse.json({ error: 'Internal Server Error', message: 'Internal error' }, { status: 500 }),
        ),
      );
      renderOrders(server, '/orders');
      await userEvent.click(await screen.findByRole('button', { name: 'Export Excel' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('The export failed');
    });
  });
});

describe('/orders/{source}/{orderId}', () => {
  it('shows the summary, timeline, lines and deliveries with their tracking', async () => {
    server.use(mockEndpoint(getOrderEndpoint, () => detail));
    renderOrders(server, '/orders/sap/4510100108');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order 4510100108' })).toBeInTheDocument();
    expect(await screen.findByText('October 9, 2026 to November 5, 2026')).toBeInTheDocument();
    const timeline = screen.getByRole('region', { name: 'Status timeline' });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['OpenJune 13, 2026', 'ConfirmedJune 17, 2026', 'ShippedOctober 25, 2026']);
    const lines = screen.getByRole('table', { name: 'Lines of order 4510100108' });
    expect(within(lines).getByRole('rowheader', { name: /Old Skool/ })).toBeInTheDocument();
    const track = screen.getByRole('link', { name: /Track parcel 824034827133/ });
    expect(track).toHaveAttribute('href', detail.deliveries?.[0]?.trackingUrl);
    expect(track).toHaveAttribute('target', '_blank');
    expect(screen.getByText('Delivered on October 29, 2026, signed by R. Moreau')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Raise a ticket about this order' })).toHaveAttribute(
      'href',
      '/ticket/new?category=order&order=sap%2F4510100108&subject=Order+4510100108',
    );
  });

  it('says so when the user may not see deliveries, and leaves out the ticket link without ticketWrite', async () => {
    server.use(mockEndpoint(getOrderEndpoint, () => ({ ...detail, deliveries: null })));
    renderOrders(server, '/orders/sap/4510100108', {
      privileges: [
        privilege(
          '1000001',
          allCustomerCodes.filter((code) => code !== 'TICKET_WRITE'),
        ),
      ],
    });
    expect(await screen.findByText('You do not have access to deliveries and tracking.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Raise a ticket about this order' })).not.toBeInTheDocument();
  });

  it('offers no returns for an order with nothing shipped yet', async () => {
    const unshipped: OrderDetail = {
      ...detail,
      status: 'confirmed',
      lines: detail.lines.map((line) => ({ ...line, shippedQuantity: 0, status: 'confirmed' as const })),
      deliveries: [],
    };
    server.use(mockEndpoint(getOrderEndpoint, () => unshipped));
    renderOrders(server, '/orders/sap/4510100108');
    expect(await screen.findByRole('heading', { level: 1, name: /4510100108/ })).toBeInTheDocument();
    // The same order shipped offers them (the next test).
    expect(screen.queryByRole('button', { name: 'Return items' })).not.toBeInTheDocument();
  });

  it('checks what can be returned before handing over to the returns tool for the order’s brand', async () => {
    const leave = vi.spyOn(leaveForReturns, 'go').mockImplementation(() => undefined);
    let toolQuery = '';
    server.use(
      mockEndpoint(getOrderEndpoint, () => detail),
      mockEndpoint(getOrderReturnabilityEndpoint, () => ({
        source: 'sap' as const,
        orderId: '4510100108',
        brandId: '50',
        returnable: true,
        returnableUntil: '2026-12-28',
        lines: [
          {
            lineNumber: 10,
            sku: 'VN0A4BV4-Y28-42',
            styleName: 'Old Skool',
            shippedQuantity: 12,
            returnableQuantity: 12,
            returnableUntil: '2026-12-28',
            reason: null,
          },
          {
            lineNumber: 20,
            sku: 'VN0A4BV4-Y28-43',
            styleName: 'Old Skool',
            shippedQuantity: 0,
            returnableQuantity: 0,
            returnableUntil: null,
            reason: 'not_shipped' as const,
          },
        ],
      })),
      http.get(`${origin}/priv/api/v1/legacy/ERETURN`, ({ request }) => {
        toolQuery = new URL(request.url).search;
        return HttpResponse.json('https://returns.example.com/start');
      }),
    );
    renderOrders(server, '/orders/sap/4510100108');
    await userEvent.click(await screen.findByRole('button', { name: 'Return items' }));
    const dialog = await screen.findByRole('dialog', { name: 'Return items of order 4510100108' });
    expect(
      await within(dialog).findByText('Items of this order can be returned until December 28, 2026.'),
    ).toBeVisible();
    expect(within(dialog).getByText('12 returnable until December 28, 2026')).toBeVisible();
    expect(within(dialog).getByText('Not shipped yet')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to returns' }));
    await vi.waitFor(() => expect(leave).toHaveBeenCalledWith('https://returns.example.com/start'));
    expect(toolQuery).toBe('?brand=50&language=en');
    leave.mockRestore();
  });

  it('answers an unknown order, or an address no order can have, with "not found"', async () => {
    server.use(
      mockEndpoint(getOrderEndpoint, () =>
        HttpResponse.json({ error: 'Not Found', message: 'Order sap/4510999999 was not found' }, { status: 404 }),
      ),
    );
    renderOrders(server, '/orders/sap/4510999999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeInTheDocument();
    // A plain not-found is an answer, not a failure to log and report.
    expect(reports).toEqual([]);
    renderRoutes('/orders/ftp/%20');
    expect((await screen.findAllByRole('heading', { level: 1, name: 'Order not found' })).length).toBeGreaterThan(0);
  });
});

/** Answers 45 orders, each page with a cursor naming the page after it, and records every call's query. */
function pagedOrdersApi() {
  const queries: URLSearchParams[] = [];
  server.use(
    mockEndpoint(getOrdersEndpoint, (request) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const pageNumber = Number(query.get('pageNumber'));
      return {
        items: [orderSummary(`45101001${String(pageNumber).padStart(2, '0')}`)],
        pageNumber,
        pageSize: Number(query.get('pageSize')),
        totalElements: 45,
        totalCapped: false,
        nextCursor: pageNumber < 2 ? `cursor-after-${pageNumber}` : null,
      };
    }),
  );
  return queries;
}

describe('/orders paged by cursor (ADR 075)', () => {
  it("reads the next page from the shown page's cursor and keeps the cursor in the address", async () => {
    const queries = pagedOrdersApi();
    const { router } = renderOrders(server, '/orders?status=open');
    await screen.findByText('Page 1 of 3');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Page 2 of 3');
    expect(router.state.location.search).toBe('?status=open&page=2&after=cursor-after-0');
    expect(Object.fromEntries(queries.at(-1) ?? [])).toMatchObject({
      status: 'open',
      pageNumber: '1',
      after: 'cursor-after-0',
    });
  });

  it('goes back by page number, without a cursor', async () => {
    const queries = pagedOrdersApi();
    const { router } = renderOrders(server, '/orders?status=open&page=3&after=cursor-after-1');
    await screen.findByText('Page 3 of 3');
    expect(queries.at(-1)?.get('after')).toBe('cursor-after-1');
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await screen.findByText('Page 2 of 3');
    expect(router.state.location.search).toBe('?status=open&page=2');
    expect(queries.at(-1)?.get('pageNumber')).toBe('1');
    expect(queries.at(-1)?.has('after')).toBe(false);
  });

  it.each([
    ['/orders?page=2&after=cursor-after-0', 'cursor-after-0'],
    ['/orders?page=2', null],
    ['/orders?after=cursor-after-0', null],
    ['/orders?page=2&after=not%20a%20cursor', null],
  ])('opened at %s asks for the page with the cursor %s', async (address, after) => {
    const queries = pagedOrdersApi();
    renderOrders(server, address);
    await screen.findByRole('table');
    expect(queries.at(-1)?.get('after')).toBe(after);
  });
});
