import { getAccessLogEndpoint, type AccessLogEntry, type AccessLogPage } from '@portal/contracts';
import { mockEndpoint } from '@portal/portal-kit/testing/endpoints';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setUpApiServer } from '../../support/api-server.ts';
import { permissionsRecord, privilege } from '../../support/fixtures.ts';
import { origin, renderRoutes, signInAs } from '../../support/render.tsx';

/**
 * The group's access log (issue 34): the sessions in a table with what was written, the filters in the address
 * and sent to the server, the field a refused filter names, and the page closed to staff without the admin tool.
 */

const { server } = setUpApiServer();

const admin = permissionsRecord({
  userName: 'staff@example.com',
  companyType: 'INTERNAL',
  portalPrivileges: [privilege('*', ['ON_BEHALF', 'ADMIN_TOOL'])],
});
const onBehalfOnly = permissionsRecord({
  userName: 'salesrep@example.com',
  companyType: 'INTERNAL',
  portalPrivileges: [privilege('*', ['ON_BEHALF'])],
});

const visit: AccessLogEntry = {
  sessionId: '6f1c3a52-8f1e-4c55-9d0e-2a9a4f1b7c11',
  customerId: '1000102',
  legalName: 'Alpes Sport SARL',
  staffName: 'Sam Sales',
  staffEmail: 'salesrep@example.com',
  reason: 'T-1000102-0003 new contact',
  startedAt: '2026-11-20T09:15:00.000Z',
  endedAt: '2026-11-20T09:30:00.000Z',
  endReason: 'switched',
  actions: [{ at: '2026-11-20T09:20:00.000Z', action: 'contact_created', subject: 'Ana Ruiz' }],
};

function serve(record: typeof admin, answer: (query: URLSearchParams) => AccessLogPage | Response) {
  signInAs(record.userName);
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(`${origin}/priv/api/admin/tools/permissions`, () => HttpResponse.json(record)),
    mockEndpoint(getAccessLogEndpoint, (request) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      return answer(query);
    }),
  );
  return queries;
}

const pageOf = (items: AccessLogEntry[]): AccessLogPage => ({
  items,
  pageNumber: 0,
  pageSize: 20,
  totalElements: items.length,
});

describe('/customer-search/access-log', () => {
  it('lists each session with its customer, staff, reason, end and what was written', async () => {
    serve(admin, () => pageOf([visit]));
    renderRoutes('/customer-search/access-log');
    const table = await screen.findByRole('table', { name: '1 on-behalf session' }, { timeout: 4000 });
    const row = within(table).getAllByRole('row')[1];
    expect(row).toBeDefined();
    const cells = within(row as HTMLElement);
    expect(cells.getByText('Alpes Sport SARL')).toBeInTheDocument();
    expect(cells.getByText('salesrep@example.com')).toBeInTheDocument();
    expect(cells.getByText('T-1000102-0003 new contact')).toBeInTheDocument();
    expect(cells.getByText(/^Switched to another customer/)).toBeInTheDocument();
    expect(cells.getByText('Contact created: Ana Ruiz')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
  });

  it('sends the filters given and keeps them in the address', async () => {
    const queries = serve(admin, (query) => pageOf(query.get('customerId') === '1000102' ? [visit] : []));
    renderRoutes('/customer-search/access-log');
    await screen.findByText('No on-behalf session matches these filters.', {}, { timeout: 4000 });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Customer number' }), '1000102');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Reason contains' }), 'T-1000102');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    await screen.findByRole('table', { name: '1 on-behalf session' });
    const last = queries.at(-1);
    expect(last?.get('customerId')).toBe('1000102');
    expect(last?.get('reason')).toBe('T-1000102');
    expect(last?.has('staff')).toBe(false);
  });

  it('names the filter the server refused', async () => {
    serve(admin, () =>
      HttpResponse.json(
        { error: 'Bad Request', message: 'to: must not be before from', details: [{ field: 'to', message: 'x' }] },
        { status: 400 },
      ),
    );
    renderRoutes('/customer-search/access-log?from=2026-11-02&to=2026-11-01');
    expect(await screen.findByText('Check the filter “Started until”.', {}, { timeout: 4000 })).toBeInTheDocument();
  });

  it('is not open to staff without the admin tool, nor linked from their search', async () => {
    serve(onBehalfOnly, () => pageOf([visit]));
    renderRoutes('/customer-search/access-log');
    await screen.findByRole('heading', { level: 1 }, { timeout: 4000 });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    renderRoutes('/customer-search');
    await screen.findByRole('searchbox', { name: 'Search customers' }, { timeout: 4000 });
    expect(screen.queryByRole('link', { name: 'Access log of every customer' })).not.toBeInTheDocument();
  });
});
