import { getReportEndpoint, getReportsEndpoint, type ReportResult, type ReportSummary } from '@portal/contracts';
import { mockEndpoint } from '@portal/portal-kit/testing/endpoints';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setUpApiServer } from '../../support/api-server.ts';
import { allCustomerCodes, permissionsRecord, privilege, soldTo } from '../../support/fixtures.ts';
import { origin, renderRoutes, signInAs } from '../../support/render.tsx';

const { server } = setUpApiServer();

const deliveryPerformance: ReportResult = {
  slug: 'delivery-performance',
  columns: [
    { key: 'month', kind: 'month' },
    { key: 'deliveries', kind: 'number' },
    { key: 'onTime', kind: 'number' },
    { key: 'late', kind: 'number' },
    { key: 'onTimeRate', kind: 'percent' },
  ],
  rows: [
    { month: '2026-03', deliveries: 35, onTime: 29, late: 6, onTimeRate: 29 / 35 },
    { month: '2026-04', deliveries: 1200, onTime: 1200, late: 0, onTimeRate: 1 },
  ],
  chart: {
    kind: 'stacked-bar',
    categoryKey: 'month',
    measureKey: 'deliveries',
    categories: ['2026-03', '2026-04'],
    series: [
      { key: 'onTime', name: null, values: [29, 1200] },
      { key: 'late', name: null, values: [6, 0] },
    ],
  },
};

function signedIn(codes: string[] = allCustomerCodes) {
  signInAs('buyer@example.com');
  server.use(
    http.get(`${origin}/priv/api/admin/tools/permissions`, () =>
      HttpResponse.json(permissionsRecord({ portalPrivileges: [privilege('1000001', codes)] })),
    ),
    http.get(`${origin}/priv/api/v1/user/customers`, () => HttpResponse.json([soldTo('1000001')])),
    mockEndpoint(getReportsEndpoint, (): ReportSummary[] => [
      { slug: 'order-intake', title: 'Order intake', description: 'Orders per brand' },
      { slug: 'delivery-performance', title: 'Delivery performance', description: 'On time or late' },
    ]),
  );
}

describe('/reports', () => {
  it('lists the reports by their localized titles and opens one with its filters in the address', async () => {
    signedIn();
    const asked: URLSearchParams[] = [];
    server.use(
      mockEndpoint(getReportEndpoint, (request) => {
        asked.push(new URL(request.url).searchParams);
        return deliveryPerformance;
      }),
    );
    const { router } = renderRoutes('/reports');
    await userEvent.click(await screen.findByRole('link', { name: /Delivery performance/ }));
    expect(router.state.location.pathname).toBe('/reports/delivery-performance');
    const table = await screen.findByRole('table', { name: /Delivery performance for/ });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Mar 2026');
    expect(rows[1]).toHaveTextContent('82.9%');
    expect(rows[2]).toHaveTextContent('1,200');
    expect(screen.getByRole('button', { name: 'Download Excel' })).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Brand' }), '40');
    expect(router.state.location.search).toBe('?brand=40');
    await screen.findByRole('button', { name: 'Clear filters' });
    expect(asked.at(-1)?.get('brand')).toBe('40');
  });

  it('hides the download without reportDownload and answers an unknown report with "not found"', async () => {
    signedIn(allCustomerCodes.filter((code) => code !== 'REPORT_DOWNLOAD'));
    server.use(mockEndpoint(getReportEndpoint, () => deliveryPerformance));
    renderRoutes('/reports/delivery-performance');
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: 'Download Excel' })).not.toBeInTheDocument();
    renderRoutes('/reports/sales-forecast');
    expect((await screen.findAllByRole('heading', { name: 'Report not found' })).length).toBeGreaterThan(0);
  });
});
