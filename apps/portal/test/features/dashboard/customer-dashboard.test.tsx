import { getHomepageContentEndpoint } from '@portal/contracts';
import { mockEndpoint } from '@portal/portal-kit/testing/endpoints';
import { readLabelFile } from '@portal/portal-kit/testing';
import { storePermissions, storeSelectedSoldTo } from '@portal/portal-kit/host';
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { CustomerDashboard } from '../../../src/features/dashboard/components/customer-dashboard.tsx';
import { i18n } from '../../../src/lib/i18n.ts';
import { setUpApiServer } from '../../support/api-server.ts';
import { contentPage } from '../../support/content.ts';
import { permissionsRecord, soldTo } from '../../support/fixtures.ts';
import { renderRoutes, signInAs } from '../../support/render.tsx';

const { server, reports } = setUpApiServer();
// Unmount before the browser state is reset, so clearing the selected sold-to asks for nothing more.
afterEach(cleanup);

function renderDashboard(activeBrands = ['40', '50']) {
  signInAs('buyer@example.com');
  storePermissions(permissionsRecord({ activeBrands }));
  storeSelectedSoldTo(soldTo('1000001'));
  return renderRoutes('/dashboard', [{ path: '/dashboard', element: <CustomerDashboard /> }]);
}

describe('CustomerDashboard', () => {
  it('shows the homepage content of the selected sold-to in the current language', async () => {
    const asked: Array<{ lang: string; customerId: string | null; auth: string | null }> = [];
    server.use(
      mockEndpoint(getHomepageContentEndpoint, (request, params) => {
        asked.push({
          lang: String(params.lang),
          customerId: new URL(request.url).searchParams.get('customerId'),
          auth: request.headers.get('authorization'),
        });
        return contentPage();
      }),
    );
    const { router } = renderDashboard();

    expect(screen.getByRole('status')).toHaveTextContent('Loading content…');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'The autumn/winter 2026 collection' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Your quick links' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Deliveries' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Highlights' })).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
    expect(screen.getByText('Slide 1 of 2')).toBeInTheDocument();
    expect(screen.queryByText('Never rendered')).not.toBeInTheDocument();
    // Media under the configured content resource path.
    expect(screen.getByRole('img', { name: 'Mountain ridge at dawn' }).getAttribute('srcset')).toContain(
      '/content/media/art/season-hero-wide-640.svg 640w',
    );
    expect(asked).toEqual([{ lang: 'en', customerId: '1000001', auth: 'Bearer token-buyer@example.com' }]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // An internal call to action routes inside the app.
    await userEvent.click(screen.getByRole('link', { name: 'See your orders' }));
    expect(router.state.location.pathname).toBe('/orders');
    expect(reports).toEqual([]);
  });

  it('asks again in the new language when the language changes', async () => {
    server.use(
      mockEndpoint(getHomepageContentEndpoint, (_request, params) =>
        HttpResponse.json(
          contentPage({
            language: String(params.lang),
            heroTitle: params.lang === 'de' ? 'Die Kollektion' : 'The collection',
          }),
        ),
      ),
    );
    const { unmount } = renderDashboard();
    expect(await screen.findByRole('heading', { name: 'The collection' })).toBeInTheDocument();

    for (const [group, texts] of Object.entries(readLabelFile('de'))) i18n.addResourceBundle('de', group, texts);
    await act(() => i18n.changeLanguage('de'));
    expect(await screen.findByRole('heading', { name: 'Die Kollektion' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nächste Folie' })).toBeInTheDocument();
    unmount();
    await i18n.changeLanguage('en');
  });

  it('reports a failure once with the spec description and shows a notice instead of a blank page', async () => {
    server.use(
      mockEndpoint(getHomepageContentEndpoint, () =>
        HttpResponse.json({ error: 'Internal', message: 'CMS down' }, { status: 500 }),
      ),
    );
    renderDashboard();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'The dashboard content is not available right now' }),
    ).toBeInTheDocument();
    expect(reports.map((report) => report.description)).toEqual(['Error getting CMS data for the homepage']);
  });

  it('reports an answer that is not a content page the same way', async () => {
    server.use(mockEndpoint(getHomepageContentEndpoint, () => HttpResponse.json({ unexpected: true })));
    renderDashboard();
    expect(await screen.findByText('The dashboard content is not available right now')).toBeInTheDocument();
    expect(reports.map((report) => report.description)).toEqual(['Error getting CMS data for the homepage']);
  });

  it('says so above the content when the user has no active brands', async () => {
    server.use(mockEndpoint(getHomepageContentEndpoint, () => contentPage()));
    renderDashboard([]);
    expect(screen.getByRole('alert')).toHaveTextContent('No active brands');
    expect(await screen.findByRole('heading', { name: 'The autumn/winter 2026 collection' })).toBeInTheDocument();
  });
});
