import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setUpApiServer } from '../../support/api-server.ts';
import { permissionsRecord, privilege, soldTo } from '../../support/fixtures.ts';
import { origin, renderRoutes, signInAs } from '../../support/render.tsx';

const { server } = setUpApiServer();

function signedInWith(count: number) {
  const stores = Array.from({ length: count }, (_, index) =>
    soldTo(String(1000301 + index), { legalName: `Peak Stores ${index % 2 === 0 ? 'Leeds' : 'York'} ${index + 1}` }),
  );
  signInAs('chain@example.com');
  server.use(
    http.get(`${origin}/priv/api/admin/tools/permissions`, () =>
      HttpResponse.json(
        permissionsRecord({
          userName: 'chain@example.com',
          portalPrivileges: stores.map((store) => privilege(store.customerId)),
        }),
      ),
    ),
    http.get(`${origin}/priv/api/v1/user/customers`, () => HttpResponse.json(stores)),
  );
}

describe('sold-to picker filter', () => {
  it('narrows the cards by name or number as the user types, and says politely how many are shown', async () => {
    signedInWith(25);
    renderRoutes('/sold-to');
    const list = await screen.findByRole('list', { name: 'Your accounts' });
    const filter = await screen.findByRole('searchbox', { name: 'Filter accounts' });
    const count = screen.getByText('25 of 25 accounts shown');
    expect(count).toHaveAttribute('role', 'status');
    expect(filter).toHaveAccessibleDescription('25 of 25 accounts shown');

    await userEvent.type(filter, 'york');
    expect(await screen.findByText('12 of 25 accounts shown')).toBeInTheDocument();
    expect(within(list).getAllByRole('button')).toHaveLength(12);

    await userEvent.clear(filter);
    await userEvent.type(filter, '1000325');
    expect(await screen.findByText('1 of 25 accounts shown')).toBeInTheDocument();
    await userEvent.tab();
    expect(within(list).getByRole('button', { name: /1000325/ })).toHaveFocus();

    await userEvent.clear(filter);
    await userEvent.type(filter, 'Hull');
    expect(await screen.findByText('No account matches “Hull”.')).toBeInTheDocument();
    expect(within(list).queryAllByRole('button')).toHaveLength(0);
  });

  it('offers no filter for a few accounts', async () => {
    signedInWith(3);
    renderRoutes('/sold-to');
    await screen.findByRole('list', { name: 'Your accounts' });
    expect(await screen.findAllByRole('button', { name: /Customer number/ })).toHaveLength(3);
    expect(screen.queryByRole('searchbox')).toBeNull();
  });
});
