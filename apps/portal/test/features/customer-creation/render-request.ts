import {
  getCustomerCreationCustomerEndpoint,
  getCustomerCreationRequestEndpoint,
  type RequestCustomer,
  type RequestDetail,
} from '@portal/contracts';
import { mockEndpoint } from '@portal/portal-kit/testing/endpoints';
import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import { permissionsRecord, privilege } from '../../support/fixtures.ts';
import { origin, renderRoutes, signInAs } from '../../support/render.tsx';

export const requestId = '6f1c2b0e-4a5d-4c3b-9e8f-0a1b2c3d4e5f';
/** Who wrote and submitted the requests of these tests. */
export const person = { userId: 'u1', name: 'staff@example.com' };

/** A submitted request as the server answers it: nothing decided, no VAT check, nothing the viewer may do. */
export function requestDetail(overrides: Partial<RequestDetail> = {}): RequestDetail {
  return {
    requestId,
    number: 7,
    kind: 'new_customer',
    status: 'submitted',
    title: 'Request',
    customerId: null,
    createdBy: person,
    updatedAt: '2026-11-24T08:00:00.000Z',
    submittedAt: '2026-11-24T08:00:00.000Z',
    version: 2,
    data: {},
    lastEditedBy: person,
    submittedBy: person,
    history: [],
    changes: null,
    duplicates: [],
    vatCheck: null,
    attachments: [],
    allowed: { edit: false, actions: [] },
    ...overrides,
  };
}

export interface RequestViewer {
  /** The internal user who signs in. */
  username: string;
  /** Their privileges for every customer (`*`). */
  enabled: string[];
  request: RequestDetail;
  /** The existing sold-to an extension or a new ship-to is about. */
  customer?: RequestCustomer;
}

/**
 * Signs an internal user in, answers their permissions, the request and its customer, and renders `path`: the
 * set-up of the tests of a request's pages (the read-only view, the review screen).
 */
export function renderRequest(
  server: SetupServer,
  path: string,
  { username, enabled, request, customer }: RequestViewer,
): ReturnType<typeof renderRoutes> {
  signInAs(username);
  const permissions = permissionsRecord({
    userName: username,
    companyType: 'INTERNAL',
    portalPrivileges: [privilege('*', enabled)],
  });
  server.use(
    http.get(`${origin}/priv/api/admin/tools/permissions`, () => HttpResponse.json(permissions)),
    mockEndpoint(getCustomerCreationRequestEndpoint, () => request),
    ...(customer ? [mockEndpoint(getCustomerCreationCustomerEndpoint, () => customer)] : []),
  );
  return renderRoutes(path);
}
