import { clearSession, storeSession } from '@portal/portal-kit/host';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { RequireAuth } from '../../../src/features/auth/components/require-auth.tsx';

function LoginProbe() {
  const location = useLocation();
  return <p>login, then {(location.state as { returnTo?: string } | null)?.returnTo}</p>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginProbe /> },
      {
        path: '/documents',
        element: (
          <RequireAuth>
            <p>documents</p>
          </RequireAuth>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

describe('RequireAuth', () => {
  afterEach(() => clearSession());

  it('sends a visitor without a session to /login, remembering the page asked for', async () => {
    renderAt('/documents?page=2');
    expect(await screen.findByText('login, then /documents?page=2')).toBeInTheDocument();
  });

  it('shows the page to a signed-in user', async () => {
    storeSession({
      accessToken: 'token',
      expiresAt: Math.floor(Date.now() / 1000) + 600,
      userInfo: { preferred_username: 'buyer@example.com', email: 'buyer@example.com' },
    });
    renderAt('/documents');
    expect(await screen.findByText('documents')).toBeInTheDocument();
  });
});
