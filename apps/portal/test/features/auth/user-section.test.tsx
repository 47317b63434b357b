import { subscribe } from '@portal/portal-kit';
import { storePermissions, storeSelectedSoldTo, storeSoldTos } from '@portal/portal-kit/host';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { displayName, UserSection } from '../../../src/features/auth/components/user-section.tsx';
import { i18n } from '../../../src/lib/i18n.ts';
import { setUpApiServer } from '../../support/api-server.ts';
import { allCustomerCodes, permissionsRecord, privilege, soldTo } from '../../support/fixtures.ts';
import { origin, Providers, signInAs } from '../../support/render.tsx';

const { server } = setUpApiServer();

function renderSection({ soldTos = 1, codes = allCustomerCodes, fullname = 'Emma Collins' } = {}) {
  signInAs('buyer@example.com');
  storePermissions(permissionsRecord({ fullname, portalPrivileges: [privilege('1000001', codes)] }));
  const list = Array.from({ length: soldTos }, (_, index) => soldTo(`100000${index + 1}`));
  storeSoldTos(list);
  storeSelectedSoldTo(list[0] ?? null);
  render(
    <Providers>
      <MemoryRouter>
        <UserSection />
      </MemoryRouter>
    </Providers>,
  );
}

describe('displayName', () => {
  it("hides the text 'null null' and blanks", () => {
    expect(displayName('null null')).toBeNull();
    expect(displayName('  ')).toBeNull();
    expect(displayName('Klaus Becker')).toBe('Klaus Becker');
  });
});

describe('UserSection', () => {
  it('links to account settings with the full name and the username', () => {
    renderSection();
    const link = screen.getByRole('link', { name: /Account settings/ });
    expect(link).toHaveAttribute('href', '/account');
    expect(link).toHaveTextContent('Emma Collins');
    expect(link).toHaveTextContent('buyer@example.com');
  });

  it("shows only the username for a 'null null' name, and no link without an account-settings permission", () => {
    renderSection({ fullname: 'null null', codes: ['FAQ'] });
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('buyer@example.com')).toBeInTheDocument();
    expect(screen.queryByText('null null')).toBeNull();
  });

  // The first test here to open the menu: only then is its code still to arrive.
  it('closes on Escape pressed before its code has arrived', async () => {
    renderSection();
    const button = screen.getByRole('button', { name: 'User menu' });
    await userEvent.click(button);
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    // Once loaded, it stays closed.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens from the keyboard on its first or last item and gives focus back to its button on Escape', async () => {
    renderSection({ soldTos: 2 });
    const button = screen.getByRole('button', { name: 'User menu' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    const first = await screen.findByRole('menuitem', { name: 'Change account' });
    await waitFor(() => expect(first).toHaveFocus());
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menu', { name: 'User menu' })).toContainElement(first);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Sign out' })).toHaveFocus());
  });

  it('offers change account only with more than one sold-to', async () => {
    renderSection({ soldTos: 1 });
    await userEvent.click(screen.getByRole('button', { name: 'User menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Change account' })).toBeNull();
  });

  it('opens the change-account modal through its event', async () => {
    renderSection({ soldTos: 2 });
    const opened: boolean[] = [];
    const stop = subscribe('changeAccountModal', (event) => opened.push(event.show));
    await userEvent.click(screen.getByRole('button', { name: 'User menu' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Change account' }));
    stop();
    expect(opened).toEqual([true]);
  });

  it('changes the language from the menu and saves it as the preference', async () => {
    let saved: unknown;
    server.use(
      http.get(`${origin}/priv/api/v1/labels/de-DE`, () =>
        HttpResponse.json([{ key: 'shell.user_menu', content: 'Benutzermenü' }]),
      ),
      http.put(`${origin}/priv/api/admin/tools/user/preference`, async ({ request }) => {
        saved = await request.json();
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderSection();
    await userEvent.click(screen.getByRole('button', { name: 'User menu' }));
    expect(await screen.findByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Deutsch' }));
    expect(await screen.findByRole('button', { name: 'Benutzermenü' })).toBeInTheDocument();
    expect(saved).toEqual({ username: 'buyer@example.com', language: 'de' });
    await i18n.changeLanguage('en');
  });
});
