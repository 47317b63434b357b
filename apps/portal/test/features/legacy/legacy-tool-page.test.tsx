import { subscribe, type BrandSelectionEvent } from '@portal/portal-kit';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LegacyToolPage, leavePortalFor } from '../../../src/features/legacy/components/legacy-tool-page.tsx';
import { setUpApiServer } from '../../support/api-server.ts';
import { origin, Providers, signInAs } from '../../support/render.tsx';

const { server, reports } = setUpApiServer();
const events: BrandSelectionEvent[] = [];
let stop = () => {};

function renderPage(module: 'ORDERMANAGEMENT' | 'ETAF', path: string) {
  signInAs('staff@example.com');
  events.length = 0;
  stop = subscribe('brandSelectionModal', (event) => events.push(event));
  render(
    <Providers>
      <MemoryRouter initialEntries={[path]}>
        <LegacyToolPage module={module} title={module === 'ETAF' ? 'section_etaf' : 'section_order'} />
      </MemoryRouter>
    </Providers>,
  );
}

afterEach(() => stop());

describe('LegacyToolPage', () => {
  it('asks for a brand first for a brand-scoped module', async () => {
    renderPage('ORDERMANAGEMENT', '/order');
    await userEvent.click(screen.getByRole('button', { name: 'Choose a brand' }));
    expect(events).toEqual([{ show: true, legacyId: 'ORDERMANAGEMENT' }]);
  });

  it('coming back with brand and redirect=true opens the tool with brand and language', async () => {
    const go = vi.spyOn(leavePortalFor, 'go').mockImplementation(() => {});
    let asked = new URLSearchParams();
    server.use(
      http.get(`${origin}/priv/api/v1/legacy/ORDERMANAGEMENT`, ({ request }) => {
        asked = new URL(request.url).searchParams;
        return HttpResponse.json('https://orders.example.com/start?brand=50&language=en');
      }),
    );
    renderPage('ORDERMANAGEMENT', '/order?brandId=50&legacyId=ORDERMANAGEMENT&language=en&redirect=true');
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith('https://orders.example.com/start?brand=50&language=en'));
    expect(asked.get('brand')).toBe('50');
    expect(asked.get('language')).toBe('en');
    expect(events.map((event) => [event.isLoading, event.isLoaded])).toEqual([
      [true, undefined],
      [undefined, true],
    ]);
  });

  it('asks for the PO number of a brand that requires one before it opens order management', async () => {
    const go = vi.spyOn(leavePortalFor, 'go').mockImplementation(() => {});
    let asked = new URLSearchParams();
    server.use(
      http.get(`${origin}/priv/api/v1/legacy/ORDERMANAGEMENT`, ({ request }) => {
        asked = new URL(request.url).searchParams;
        return HttpResponse.json('https://orders.example.com/start');
      }),
    );
    renderPage('ORDERMANAGEMENT', '/order?brandId=40&legacyId=ORDERMANAGEMENT&language=en&redirect=true');
    const dialog = await screen.findByRole('dialog', { name: 'Purchase order number required' });
    expect(dialog).toHaveTextContent('The North Face takes orders only with your purchase order number.');
    const field = within(dialog).getByRole('textbox', { name: 'Purchase order number' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('Enter the purchase order number.')).toBeVisible();
    await userEvent.type(field, '<PO>');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText(/Use 1 to 35 letters/)).toBeVisible();
    expect(go).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, 'PO-2026/118');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith('https://orders.example.com/start'));
    expect(asked.get('poNumber')).toBe('PO-2026/118');
  });

  it("raises 'getLegacyUrl - not valid url' for a relative address and says so", async () => {
    server.use(http.get(`${origin}/priv/api/v1/legacy/ETAF`, () => HttpResponse.json('/relative/etaf')));
    renderPage('ETAF', '/etaf');
    await userEvent.click(screen.getByRole('button', { name: 'Open eTAF' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The address configured for this tool is not valid');
    expect(reports).toEqual([
      expect.objectContaining({
        description: 'Error getting the legacy url',
        techInfo: expect.stringContaining('getLegacyUrl - not valid url'),
      }),
    ]);
    expect(events.at(-1)).toMatchObject({ isError: true });
  });

  it('opens the tool when the brand step comes back to the page already shown', async () => {
    const go = vi.spyOn(leavePortalFor, 'go').mockImplementation(() => {});
    server.use(
      http.get(`${origin}/priv/api/v1/legacy/ORDERMANAGEMENT`, () =>
        HttpResponse.json('https://orders.example.com/start?brand=50&language=en'),
      ),
    );
    signInAs('staff@example.com');
    const router = createMemoryRouter(
      [{ path: '/order', element: <LegacyToolPage module="ORDERMANAGEMENT" title="section_order" /> }],
      { initialEntries: ['/order'] },
    );
    render(
      <Providers>
        <RouterProvider router={router} />
      </Providers>,
    );
    expect(screen.getByRole('button', { name: 'Choose a brand' })).toBeInTheDocument();
    await act(() => router.navigate('/order?brandId=50&legacyId=ORDERMANAGEMENT&language=en&redirect=true'));
    await vi.waitFor(() => expect(go).toHaveBeenCalledTimes(1));
  });
});
