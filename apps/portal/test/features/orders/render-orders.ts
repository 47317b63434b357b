import type { OrderLine, OrderSummary, PortalPrivilege } from '@portal/contracts';
import { storeSelectedSoldTo } from '@portal/portal-kit/host';
import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import { permissionsRecord, privilege, soldTo } from '../../support/fixtures.ts';
import { origin, renderRoutes, signInAs } from '../../support/render.tsx';

/** An order of the list as the server answers it: open, one line, buyer@'s first sold-to unless overridden. */
export function orderSummary(orderId: string, overrides: Partial<OrderSummary> = {}): OrderSummary {
  return {
    source: 'sap',
    orderId,
    customerId: '1000001',
    shipTo: { id: '100000101', name: 'Collins Outdoor Leeds' },
    brandId: '50',
    season: 'SS27',
    poNumber: `PO-${orderId}`,
    orderDate: '2026-11-14',
    requestedDelivery: { from: '2027-01-04', to: '2027-02-01' },
    confirmedDelivery: null,
    status: 'open',
    currency: 'EUR',
    netTotal: 1234.5,
    lineCount: 1,
    orderedQuantity: 12,
    ...overrides,
  };
}

/** An order's line: twelve pairs ordered, none confirmed or shipped yet unless overridden. */
export function orderLine(overrides: Partial<OrderLine> = {}): OrderLine {
  return {
    lineNumber: 10,
    style: 'VN0A4BV4',
    styleName: 'Old Skool',
    colour: 'Y28',
    colourName: 'Black/White',
    size: '42',
    sku: 'VN0A4BV4-Y28-42',
    orderedQuantity: 12,
    confirmedQuantity: 0,
    shippedQuantity: 0,
    unitPrice: 102.88,
    netAmount: 1234.5,
    status: 'open',
    ...overrides,
  };
}

export interface OrdersUser {
  /** Who signs in (buyer@example.com unless given). */
  username?: string;
  /** The user's privileges, one per sold-to; the user's sold-to list is theirs, in this order. */
  privileges?: PortalPrivilege[];
  /** Works in the first sold-to from the start, as after choosing it on an earlier visit. */
  firstChosen?: boolean;
}

/**
 * Signs in, answers the user's permissions and sold-to list, and renders `path` of the portal's routes: the
 * set-up of the order pages' tests. Serve the pages' own endpoints with `server.use` before calling it.
 */
export function renderOrders(
  server: SetupServer,
  path: string,
  { username = 'buyer@example.com', privileges = [privilege('1000001')], firstChosen = false }: OrdersUser = {},
): ReturnType<typeof renderRoutes> {
  signInAs(username);
  const soldTos = privileges.map((entry) => soldTo(entry.customer));
  server.use(
    http.get(`${origin}/priv/api/admin/tools/permissions`, () =>
      HttpResponse.json(permissionsRecord({ userName: username, portalPrivileges: privileges })),
    ),
    http.get(`${origin}/priv/api/v1/user/customers`, () => HttpResponse.json(soldTos)),
  );
  if (firstChosen) storeSelectedSoldTo(soldTos[0] ?? null, username);
  return renderRoutes(path);
}
