import { getPublicFaqContentEndpoint } from '@portal/contracts';
import { mockEndpoint } from '@portal/portal-kit/testing/endpoints';
import { cleanup, screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { PublicFaqPage } from '../../../src/features/public-faq/components/public-faq-page.tsx';
import { setUpApiServer } from '../../support/api-server.ts';
import { contentPage } from '../../support/content.ts';
import { renderRoutes } from '../../support/render.tsx';

const { server } = setUpApiServer();
afterEach(cleanup);

describe('PublicFaqPage', () => {
  it('shows the FAQ of the public content call without a sign-in, with a way to sign in', async () => {
    let asked = '';
    server.use(
      mockEndpoint(getPublicFaqContentEndpoint, (request) => {
        asked = new URL(request.url).pathname;
        return contentPage({ heroTitle: 'Answers for retailers' });
      }),
    );
    renderRoutes('/faqs/public', [{ path: '/faqs/public', element: <PublicFaqPage /> }]);
    expect(await screen.findByRole('heading', { name: 'Answers for retailers' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Help and FAQ' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(asked).toBe('/pub/api/v1/cms/contents-faq/en');
  });

  it('says so when there is no FAQ in the language', async () => {
    server.use(
      mockEndpoint(getPublicFaqContentEndpoint, () =>
        HttpResponse.json({ error: 'Not Found', message: 'No page' }, { status: 404 }),
      ),
    );
    renderRoutes('/faqs/public', [{ path: '/faqs/public', element: <PublicFaqPage /> }]);
    expect(await screen.findByRole('heading', { name: 'The FAQ is not available right now' })).toBeVisible();
  });
});
