import { getContentByIdEndpoint, getInternalContentByIdEndpoint } from '@portal/contracts';
import { mockEndpoint } from '@portal/portal-kit/testing/endpoints';
import { storePermissions, storeSelectedSoldTo } from '@portal/portal-kit/host';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { ContentItemPage } from '../../../src/features/content-pages/components/content-item-page.tsx';
import { setUpApiServer } from '../../support/api-server.ts';
import { contentPage } from '../../support/content.ts';
import { permissionsRecord, privilege, soldTo } from '../../support/fixtures.ts';
import { renderRoutes, signInAs } from '../../support/render.tsx';

const { server, reports } = setUpApiServer();
afterEach(cleanup);

function renderItem(path: string, companyType = 'external') {
  signInAs('buyer@example.com');
  storePermissions(permissionsRecord({ companyType, portalPrivileges: [privilege('1000001', ['FAQ'])] }));
  storeSelectedSoldTo(soldTo('1000001'));
  return renderRoutes(path, [{ path: '/content/:id', element: <ContentItemPage /> }]);
}

describe('ContentItemPage (spec 7, content by id)', () => {
  it("shows the item for the selected sold-to in the page's language", async () => {
    const asked: URL[] = [];
    server.use(
      mockEndpoint(getContentByIdEndpoint, (request) => {
        asked.push(new URL(request.url));
        return { ...contentPage(), id: 'page.about', title: 'About our brands' };
      }),
    );
    renderItem('/content/page.about');
    expect(await screen.findByRole('heading', { level: 1, name: 'About our brands' })).toBeVisible();
    expect(asked.map((url) => [url.pathname, Object.fromEntries(url.searchParams)])).toEqual([
      ['/priv/api/v1/cms/content/page.about', { customerId: '1000001', lang: 'en' }],
    ]);
    expect(reports).toEqual([]);
  });

  it('asks internal users for the internal-user variant', async () => {
    server.use(mockEndpoint(getInternalContentByIdEndpoint, () => ({ ...contentPage(), title: 'For our teams' })));
    renderItem('/content/homepage', 'internal');
    expect(await screen.findByRole('heading', { level: 1, name: 'For our teams' })).toBeVisible();
  });

  it("reports a failure as 'Error getting CMS content - {id}' and offers a retry; a missing item says so", async () => {
    let answer = () => HttpResponse.json({ error: 'Internal', message: 'CMS down' }, { status: 500 });
    server.use(mockEndpoint(getContentByIdEndpoint, () => answer()));
    renderItem('/content/page.about');
    expect(await screen.findByRole('alert')).toHaveTextContent('This content could not be loaded');
    expect(reports.map((report) => report.description)).toEqual(['Error getting CMS content - page.about']);

    answer = () => HttpResponse.json({ error: 'Not Found', message: 'No such content' }, { status: 404 });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'This page does not exist' })).toBeVisible();
    expect(reports.map((report) => report.description)).toEqual([
      'Error getting CMS content - page.about',
      'Error getting CMS content - page.about',
    ]);
  });
});
