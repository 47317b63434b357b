import { getGenericPageEndpoint } from '@portal/contracts';
import { mockEndpoint } from '@portal/portal-kit/testing/endpoints';
import { cleanup, screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { GenericContentPage } from '../../../src/features/content-pages/components/generic-content-page.tsx';
import { setUpApiServer } from '../../support/api-server.ts';
import { contentPage } from '../../support/content.ts';
import { renderRoutes, signInAs } from '../../support/render.tsx';

const { server, reports } = setUpApiServer();
afterEach(cleanup);

function renderPage(path: string) {
  signInAs('buyer@example.com');
  return renderRoutes(path, [{ path: '/page/*', element: <GenericContentPage /> }]);
}

describe('GenericContentPage', () => {
  it('shows the content page of the path in the current language', async () => {
    let asked = '';
    server.use(
      mockEndpoint(getGenericPageEndpoint, (request) => {
        asked = new URL(request.url).pathname;
        return { ...contentPage(), title: 'Sustainability at a glance' };
      }),
    );
    renderPage('/page/sustainability');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sustainability at a glance' })).toBeVisible();
    expect(asked).toBe('/priv/api/v1/cms/en/sustainability');
  });

  it('shows an empty state for a page that does not exist, and reports it', async () => {
    server.use(
      mockEndpoint(getGenericPageEndpoint, () =>
        HttpResponse.json({ error: 'Not Found', message: 'No page' }, { status: 404 }),
      ),
    );
    renderPage('/page/nowhere');
    expect(await screen.findByRole('heading', { name: 'This page does not exist' })).toBeVisible();
    expect(reports.map((report) => report.description)).toEqual(['Error getting CMS generic page']);
  });
});
