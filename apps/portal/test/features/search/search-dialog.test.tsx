import {
  addRecentSearchEndpoint,
  getRecentSearchesEndpoint,
  removeRecentSearchEndpoint,
  searchEverywhereEndpoint,
  type SearchHit,
} from '@portal/contracts';
import { mockEndpoint } from '@portal/portal-kit/testing/endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { SearchButton } from '../../../src/features/search/components/search-button.tsx';
import { SearchDialog } from '../../../src/features/search/components/search-dialog.tsx';
import { setUpApiServer } from '../../support/api-server.ts';
import { renderRoutes } from '../../support/render.tsx';

/** The search dialog: opened by Ctrl+K or the button, a combobox with grouped hits, keyboard only. */

const { server } = setUpApiServer();

const hits: SearchHit[] = [
  { kind: 'order', title: 'BN1001', context: 'PO-4711 · 2026-10-01', href: '/orders/sap/BN1001' },
  { kind: 'order', title: 'BN1002', context: 'PO-4711-B · 2026-09-12', href: '/orders/sap/BN1002' },
  { kind: 'document', title: 'INV-4711', context: '2026-10-03 · 120.00 EUR', href: '/documents/invoice?q=INV-4711' },
  { kind: 'help', title: 'When can I place orders?', context: 'Ordering', href: '/faqs/topic/a/faq/b' },
];

function serve({ recent = [] as string[], searches = [] as string[], remembered = [] as string[] } = {}) {
  server.use(
    mockEndpoint(searchEverywhereEndpoint, (request) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      searches.push(q);
      return { items: q.startsWith('zz') ? [] : hits };
    }),
    mockEndpoint(getRecentSearchesEndpoint, () => ({
      items: recent.map((q) => ({ q, searchedAt: '2026-11-20T10:00:00.000Z' })),
    })),
    mockEndpoint(addRecentSearchEndpoint, async (request) => {
      remembered.push(((await request.json()) as { q: string }).q);
      return new HttpResponse(null, { status: 204 });
    }),
    mockEndpoint(removeRecentSearchEndpoint, (request) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      recent.splice(recent.indexOf(q), 1);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { searches, remembered };
}

function renderShell() {
  return renderRoutes('/start', [
    {
      path: '/start',
      element: (
        <>
          <button type="button">Elsewhere</button>
          <SearchButton placement="bar" />
          <SearchDialog />
        </>
      ),
    },
    { path: '/orders/:source/:orderId', element: <h1>Order page</h1> },
    { path: '/documents/:type', element: <h1>Documents page</h1> },
  ]);
}

const customerHits: SearchHit[] = [
  {
    kind: 'customer',
    title: 'Collins Outdoor Ltd',
    context: '1000101 · M1 1AE Manchester · GB',
    href: '/customer-search?customer=1000101',
    matchedBy: { kind: 'shipToName', text: 'Collins Outdoor Leeds Trinity' },
  },
  {
    kind: 'customer',
    title: 'Atelier Montagne SARL',
    context: '1000102 · 74000 Annecy · FR',
    href: '/customer-search?customer=1000102',
  },
];

const combobox = () =>
  screen.findByRole('combobox', { name: /Order, PO, invoice or ticket number/ }, { timeout: 5000 });

describe('search dialog', () => {
  it('opens with Ctrl+K, shows grouped hits, moves with the arrow keys and opens the active hit with Enter', async () => {
    const { remembered } = serve();
    const { router } = renderShell();
    const user = userEvent.setup();
    await user.keyboard('{Control>}k{/Control}');
    const field = await combobox();
    expect(field).toHaveFocus();
    await user.type(field, 'po-4711');
    const listbox = await screen.findByRole('listbox', { name: 'Results' });
    await within(listbox).findAllByRole('option');
    expect(within(listbox).getByRole('group', { name: 'Orders' })).toBeInTheDocument();
    expect(within(listbox).getByRole('group', { name: 'Documents' })).toBeInTheDocument();
    expect(within(listbox).getByRole('group', { name: 'Help' })).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent('Results found: 4');

    const options = within(listbox).getAllByRole('option');
    expect(field).toHaveAttribute('aria-expanded', 'true');
    expect(field).toHaveAttribute('aria-activedescendant', options[0]?.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(field).toHaveAttribute('aria-activedescendant', options[2]?.id);
    expect(options[2]).toHaveAttribute('aria-selected', 'true');
    expect(options[0]).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    // Up from the first wraps to the last.
    expect(field).toHaveAttribute('aria-activedescendant', options[3]?.id);
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/documents/invoice'));
    expect(router.state.location.search).toBe('?q=INV-4711');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(remembered).toEqual(['po-4711']));
  });

  it("says in a customer hit's context line what matched (a ship-to, a contact, a portal user)", async () => {
    server.use(
      mockEndpoint(searchEverywhereEndpoint, () => ({ items: customerHits })),
      mockEndpoint(getRecentSearchesEndpoint, () => ({ items: [] })),
    );
    renderShell();
    const user = userEvent.setup();
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await combobox(), 'leeds trinity');
    const listbox = await screen.findByRole('listbox', { name: 'Results' });
    const [matched, plain] = await within(listbox).findAllByRole('option');
    expect(within(listbox).getByRole('group', { name: 'Customers' })).toBeInTheDocument();
    expect(matched).toHaveTextContent(
      'Collins Outdoor LtdMatched: store Collins Outdoor Leeds Trinity · 1000101 · M1 1AE Manchester · GB',
    );
    expect(plain).toHaveTextContent(/^Atelier Montagne SARL1000102 · 74000 Annecy · FR$/);
    // The dialog's open state outlives the render: close it for the next test.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes with Escape and gives the focus back to the button that opened it', async () => {
    serve();
    renderShell();
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Search the portal' });
    await user.click(button);
    await combobox();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The focus goes back once the dialog's focus scope has unmounted, which may be a frame after the dialog left.
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('says politely that nothing was found, and asks once the typing pauses', async () => {
    const { searches } = serve();
    renderShell();
    const user = userEvent.setup();
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await combobox(), 'zzqx');
    const status = await screen.findByText('Nothing found for “zzqx”.');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(searches).toEqual(['zzqx']);
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers the recent searches while the field is empty, to search again or to remove', async () => {
    serve({ recent: ['PO-4711', 'INV-9'] });
    renderShell();
    const user = userEvent.setup();
    await user.keyboard('{Meta>}k{/Meta}');
    const field = await combobox();
    const recent = await screen.findByRole('region', { name: 'Recent searches' });
    await user.click(within(recent).getByRole('button', { name: 'Remove “INV-9” from recent searches' }));
    await waitFor(() => expect(within(recent).queryByRole('button', { name: 'INV-9' })).not.toBeInTheDocument());
    await user.click(within(recent).getByRole('button', { name: 'PO-4711' }));
    expect(field).toHaveValue('PO-4711');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
  });
});
