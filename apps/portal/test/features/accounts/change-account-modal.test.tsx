import { publish } from '@portal/portal-kit';
import { storeSelectedSoldTo, storeSoldTos } from '@portal/portal-kit/host';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ChangeAccountModal } from '../../../src/features/accounts/components/change-account-modal.tsx';
import { setUpApiServer } from '../../support/api-server.ts';
import { soldTo } from '../../support/fixtures.ts';
import { origin, Providers, signInAs } from '../../support/render.tsx';

const { server } = setUpApiServer();

async function renderModal() {
  signInAs('multi@example.com');
  const accounts = [
    soldTo('1000101', { legalName: 'Alpine Outfitters GmbH' }),
    soldTo('1000102', { legalName: 'Bergsport Keller AG' }),
    soldTo('1000103', { legalName: 'Cumbre Deportes S.L.' }),
  ];
  storeSoldTos(accounts);
  storeSelectedSoldTo(accounts[0] ?? null);
  const router = createMemoryRouter(
    [
      { path: '/orders', element: <ChangeAccountModal /> },
      { path: '/dashboard', element: <p>dashboard</p> },
    ],
    { initialEntries: ['/orders'] },
  );
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  act(() => publish('changeAccountModal', { show: true }));
  // The modal's code loads when it first opens.
  await screen.findByRole('dialog');
  return router;
}

describe('ChangeAccountModal (spec 2.6)', () => {
  it('shows the current sold-to and the others as buttons, under the account.change_account title', async () => {
    await renderModal();
    const dialog = screen.getByRole('dialog', { name: 'Change account' });
    expect(within(dialog).getByText('Alpine Outfitters GmbH').closest('button')).toBeNull();
    expect(within(dialog).getAllByRole('button', { name: /Bergsport|Cumbre/ })).toHaveLength(2);
  });

  it('switches the account and goes to the dashboard', async () => {
    let savedFor: string | null = null;
    server.use(
      http.post(`${origin}/priv/api/v1/user/save/last_login`, ({ request }) => {
        savedFor = new URL(request.url).searchParams.get('customer');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const router = await renderModal();
    await userEvent.click(screen.getByRole('button', { name: /Bergsport Keller AG/ }));
    await screen.findByText('dashboard');
    expect(savedFor).toBe('1000102');
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('closes with Escape', async () => {
    await renderModal();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
