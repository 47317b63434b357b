import { getBrandContentsEndpoint, getBrandLandingPageEndpoint, getBrandPageEndpoint } from '@portal/contracts';
import { mockEndpoint } from '@portal/portal-kit/testing/endpoints';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { leaveForShop } from '../../../src/features/brands/components/open-brand-shop.tsx';
import { setUpApiServer } from '../../support/api-server.ts';
import { contentPage } from '../../support/content.ts';
import { allCustomerCodes, permissionsRecord, privilege, soldTo } from '../../support/fixtures.ts';
import { origin, renderRoutes, signInAs } from '../../support/render.tsx';

const { server, reports } = setUpApiServer();

function signedIn(activeBrands: string[], codes: string[] = allCustomerCodes) {
  signInAs('buyer@example.com');
  server.use(
    http.get(`${origin}/priv/api/admin/tools/permissions`, () =>
      HttpResponse.json(permissionsRecord({ activeBrands, portalPrivileges: [privilege('1000001', codes)] })),
    ),
    http.get(`${origin}/priv/api/v1/user/customers`, () => HttpResponse.json([soldTo('1000001')])),
  );
}

describe('/brands', () => {
  it('lists the active brands in catalogue order, each with its icon and a link to its page', async () => {
    signedIn(['50', '40', '10', '99']);
    renderRoutes('/brands');
    expect(await screen.findByRole('heading', { level: 1, name: 'Brands' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Your brands' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Eastpak/Jansport', 'The North Face', 'Vans']);
    expect(within(list).getByRole('link', { name: 'The North Face' })).toHaveAttribute('href', '/brands/shop/40');
    const icon = items[1]?.querySelector('img');
    expect(icon).toHaveAttribute('src', '/media/brands/the-north-face.svg');
    expect(icon).toHaveAttribute('alt', '');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says there are no active brands', async () => {
    signedIn([]);
    renderRoutes('/brands');
    expect(await screen.findByRole('alert')).toHaveTextContent('No active brands');
    expect(screen.queryByRole('list', { name: 'Your brands' })).not.toBeInTheDocument();
  });

  it('opens a brand page with its CMS content for the selected sold-to', async () => {
    signedIn(['40', '50']);
    const asked: string[] = [];
    server.use(
      mockEndpoint(getBrandPageEndpoint, (request, params) => {
        asked.push(`${String(params.lang)}/${String(params.brand)}?${new URL(request.url).searchParams}`);
        return contentPage({ id: 'brand-page.40', heroTitle: 'Never stop exploring' });
      }),
    );
    const { router } = renderRoutes('/brands');
    await userEvent.click(await screen.findByRole('link', { name: 'The North Face' }));
    expect(router.state.location.pathname).toBe('/brands/shop/40');
    expect(await screen.findByRole('heading', { level: 1, name: 'The North Face' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Never stop exploring' })).toBeInTheDocument();
    expect(asked).toEqual(['en/40?customerId=1000001']);
    await userEvent.click(screen.getByRole('link', { name: 'All brands' }));
    expect(router.state.location.pathname).toBe('/brands');
  });

  it('swallows a failed brand page: reported once, a notice instead of content', async () => {
    signedIn(['40']);
    server.use(
      mockEndpoint(getBrandPageEndpoint, () =>
        HttpResponse.json({ error: 'Not Found', message: 'x' }, { status: 404 }),
      ),
      mockEndpoint(getBrandContentsEndpoint, () => contentPage({ id: 'brand-contents.40', heroTitle: 'Fall drop' })),
    );
    renderRoutes('/brands/shop/40');
    expect(await screen.findByText('The brand page is not available right now')).toBeInTheDocument();
    expect(reports.map((report) => report.description)).toEqual(['Error getting CMS brand page content']);
  });

  it("shows the brand's shop contents and hands over to its B2B shop through the legacy link", async () => {
    signedIn(['40']);
    const leave = vi.spyOn(leaveForShop, 'go').mockImplementation(() => undefined);
    let asked = '';
    server.use(
      mockEndpoint(getBrandPageEndpoint, () => contentPage({ id: 'brand-page.40', heroTitle: 'Never stop exploring' })),
      mockEndpoint(getBrandContentsEndpoint, () => contentPage({ id: 'brand-contents.40', heroTitle: 'Fall drop' })),
      http.get(`${origin}/priv/api/v1/legacy/B2B`, ({ request }) => {
        asked = new URL(request.url).search;
        return HttpResponse.json('https://b2b.example.com/shop?brand=40&lang=en');
      }),
    );
    renderRoutes('/brands/shop/40');
    const contents = await screen.findByRole('region', { name: 'From The North Face' });
    expect(await within(contents).findByRole('heading', { name: 'Fall drop' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open the B2B shop for The North Face' }));
    await vi.waitFor(() => expect(leave).toHaveBeenCalledWith('https://b2b.example.com/shop?brand=40&lang=en'));
    expect(asked).toBe('?brand=40&language=en');
    leave.mockRestore();
  });

  it('explains an unknown brand without asking the CMS', async () => {
    signedIn(['40']);
    renderRoutes('/brands/shop/12345');
    expect(await screen.findByText('This brand is not available')).toBeInTheDocument();
    expect(reports).toEqual([]);
  });
});

describe('/tnf-gtm-hub', () => {
  it('shows The North Face landing page', async () => {
    signedIn(['40']);
    const asked: string[] = [];
    server.use(
      mockEndpoint(getBrandLandingPageEndpoint, (_request, params) => {
        asked.push(`${String(params.lang)}/${String(params.brand)}`);
        return HttpResponse.json(
          contentPage({ title: 'The North Face go-to-market hub', heroTitle: 'Season kick-off' }),
        );
      }),
    );
    renderRoutes('/tnf-gtm-hub');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The North Face go-to-market hub' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Season kick-off' })).toBeInTheDocument();
    expect(asked).toEqual(['en/40']);
  });

  it('swallows a failed landing page with its spec description', async () => {
    signedIn(['40']);
    server.use(mockEndpoint(getBrandLandingPageEndpoint, () => HttpResponse.error()));
    renderRoutes('/tnf-gtm-hub');
    expect(await screen.findByText('The landing page is not available right now')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'The North Face hub' })).toBeInTheDocument();
    expect(reports.map((report) => report.description)).toEqual(['Error getting CMS landing page content']);
  });
});
