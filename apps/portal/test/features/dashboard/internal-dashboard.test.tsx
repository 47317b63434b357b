import {
  addDashboardFavouriteEndpoint,
  getDashboardFavouritesEndpoint,
  getInternalHomepageContentEndpoint,
  getLegacyUrlEndpoint,
  getVasDocumentEndpoint,
} from '@portal/contracts';
import { mockEndpoint } from '@portal/portal-kit/testing/endpoints';
import { storePermissions } from '@portal/portal-kit/host';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { InternalDashboard } from '../../../src/features/dashboard/components/internal-dashboard.tsx';
import { setUpApiServer } from '../../support/api-server.ts';
import { contentPage } from '../../support/content.ts';
import { permissionsRecord } from '../../support/fixtures.ts';
import { Providers, signInAs } from '../../support/render.tsx';
import { useTestRuntimeConfig } from '../../support/runtime-config.ts';

const { server, reports } = setUpApiServer();

function renderAs(enabled: string[], role = 'INTERNAL_STAFF', creationReason: string | null = null) {
  signInAs('staff@example.com');
  storePermissions(
    permissionsRecord({
      companyType: 'internal',
      fullname: 'Sofia Marino',
      creationReason,
      portalPrivileges: [{ customer: '', enabled, role, legacyBrandList: [] }],
    }),
  );
  render(
    <Providers>
      <MemoryRouter>
        <InternalDashboard />
      </MemoryRouter>
    </Providers>,
  );
  return within(document.body);
}

beforeEach(() => {
  useTestRuntimeConfig();
  server.use(mockEndpoint(getDashboardFavouritesEndpoint, { cardIds: [] }));
});

describe('InternalDashboard (spec 2.6)', () => {
  it('shows exactly the cards the permissions open', () => {
    const cards = renderAs(['ORDER_MANAGEMENT', 'ON_BEHALF', 'TICKET', 'CMS']);
    expect(cards.getAllByRole('listitem').map((item) => item.dataset.card)).toEqual([
      'orderManagement',
      'onBehalf',
      'tickets',
      'cms',
    ]);
    // Grouped under headings (issue 34), in the groups' order.
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Customer service',
      'Content',
    ]);
    expect(cards.getByRole('link', { name: /Order management/ })).toHaveAttribute('href', '/order');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome, Sofia Marino');
  });

  it('opens the CMS in a new tab', () => {
    const cms = renderAs(['CMS']).getByRole('link', { name: /Content management/ });
    expect(cms).toHaveAttribute('href', 'https://cms.example.com/editor');
    expect(cms).toHaveAttribute('target', '_blank');
    expect(cms).toHaveAccessibleName(/opens in a new tab/);
  });

  it.each([
    ['SR_EMEA_SALES', 'MANUAL', 'Sales agent cancellation form', 'cancellation-sales-agent'],
    ['SR_EMEA_SALES', null, 'Sales rep cancellation form', 'cancellation-sales-rep'],
    ['INTERNAL_STAFF', null, 'Cancellation form', 'cancellation'],
  ])('titles the cancellation form for %s / %s', (role, reason, title, path) => {
    const card = renderAs(['CANCELLATION_FORM'], role, reason).getByRole('link');
    expect(card).toHaveTextContent(title);
    expect(card).toHaveAttribute('href', `https://forms.example.com/${path}`);
  });

  it('opens the VAS document in the office viewer and downloads it', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    server.use(mockEndpoint(getVasDocumentEndpoint, 'https://portal.example.com/content/documents/vas-menu-card.xlsx'));
    await userEvent.click(renderAs(['VAS_MENU']).getByRole('button', { name: /^VAS menu card/ }));
    expect(open).toHaveBeenCalledWith(
      'https://view.officeapps.live.com/op/view.aspx?src=https%3A%2F%2Fportal.example.com%2Fcontent%2Fdocuments%2Fvas-menu-card.xlsx',
      '_blank',
      'noopener,noreferrer',
    );
    expect(click).toHaveBeenCalled();
  });

  it("reports 'getVasDocument - not valid url' for a link that is not a URL", async () => {
    // Not a URL: broken on purpose, so sent as a raw answer past the contract check.
    server.use(mockEndpoint(getVasDocumentEndpoint, () => HttpResponse.json('not a url')));
    const cards = renderAs(['VAS_MENU']);
    await userEvent.click(cards.getByRole('button', { name: /^VAS menu card/ }));
    // At the card, in the tool page's words.
    const alert = await within(cards.getByRole('listitem')).findByRole('alert');
    expect(alert).toHaveTextContent(/could not be opened/);
    expect(alert).toHaveTextContent(
      'The address configured for this tool is not valid. Please contact the service desk.',
    );
    expect(reports).toEqual([
      expect.objectContaining({
        description: 'Error getting the url to download the VAS Menu card & cost simulator',
        techInfo: expect.stringContaining('getVasDocument - not valid url'),
      }),
    ]);
  });

  it('shows a tool that failed to open at its card, with the words of the tool page', async () => {
    server.use(
      mockEndpoint(getLegacyUrlEndpoint, () => HttpResponse.json({ error: 'x', message: 'down' }, { status: 502 })),
    );
    const cards = renderAs(['ADMIN_TOOL', 'VAS_MENU', 'CMS']);
    const admin = cards.getAllByRole('listitem').find((item) => item.dataset.card === 'adminTool') as HTMLElement;
    await userEvent.click(within(admin).getByRole('button', { name: /^Admin tool/ }));
    const alert = await within(admin).findByRole('alert');
    expect(alert).toHaveTextContent(/^Admin tool could not be opened/);
    expect(alert).toHaveTextContent('Please try again in a moment. If the problem persists, contact the service desk.');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it("shows the internal users' homepage content above the cards", async () => {
    const asked: Array<{ lang: string; auth: string | null }> = [];
    server.use(
      mockEndpoint(getInternalHomepageContentEndpoint, (request, params) => {
        asked.push({ lang: String(params.lang), auth: request.headers.get('authorization') });
        return contentPage({ heroTitle: 'Support our retail partners' });
      }),
    );
    renderAs(['ON_BEHALF']);
    const news = await screen.findByRole('region', { name: 'News for staff' });
    expect(within(news).getByRole('heading', { level: 2, name: 'Support our retail partners' })).toBeInTheDocument();
    const card = screen.getByRole('link', { name: /On behalf of a customer/ });
    // The news come first in the page's order, the cards after them.
    expect(news.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(asked).toEqual([{ lang: 'en', auth: 'Bearer token-staff@example.com' }]);
    expect(reports).toEqual([]);
  });

  it('reports a failure of the staff content once and keeps the cards (spec 8: swallowed)', async () => {
    server.use(
      mockEndpoint(getInternalHomepageContentEndpoint, () =>
        HttpResponse.json({ error: 'Internal', message: 'CMS down' }, { status: 500 }),
      ),
    );
    const cards = renderAs(['ON_BEHALF']);
    await vi.waitFor(() =>
      expect(reports.map((report) => report.description)).toEqual(['Error getting CMS data for the homepage']),
    );
    expect(screen.queryByRole('region', { name: 'News for staff' })).not.toBeInTheDocument();
    expect(cards.getByRole('link', { name: /On behalf of a customer/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('narrows the cards as one types, by title or description, and says how many are shown (issue 34)', async () => {
    const cards = renderAs(['ORDER_MANAGEMENT', 'ON_BEHALF', 'TICKET', 'CMS', 'WARRANTY']);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Find a tool' }), 'warr');
    expect(cards.getAllByRole('listitem').map((item) => item.dataset.card)).toEqual(['warranty']);
    expect(screen.getByRole('status')).toHaveTextContent('1 tool shown');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Find a tool' }), 'xyz');
    expect(screen.getByText('No tool matches “warrxyz”.')).toBeInTheDocument();
  });

  it('lists favourites first, and marks one on the server (issue 34)', async () => {
    const marked: string[] = [];
    server.use(
      mockEndpoint(getDashboardFavouritesEndpoint, { cardIds: ['tickets'] }),
      mockEndpoint(addDashboardFavouriteEndpoint, (_request, params) => {
        marked.push(String(params.cardId));
        return { cardIds: ['tickets', String(params.cardId)] };
      }),
    );
    const cards = renderAs(['ORDER_MANAGEMENT', 'ON_BEHALF', 'TICKET', 'CMS']);
    expect(await screen.findByRole('heading', { level: 2, name: 'Favourites' })).toBeInTheDocument();
    expect(cards.getAllByRole('listitem')[0]?.dataset.card).toBe('tickets');
    const star = screen.getByRole('button', { name: 'Favourite: Content management' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(star);
    expect(marked).toEqual(['cms']);
    expect(await screen.findByRole('button', { name: 'Favourite: Content management' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(
      cards
        .getAllByRole('listitem')
        .map((item) => item.dataset.card)
        .slice(0, 2),
    ).toEqual(['tickets', 'cms']);
  });
});
