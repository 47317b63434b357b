import { readLabelFile } from '@portal/portal-kit/testing';
import { clearPortalState, clearSession, storeSession } from '@portal/portal-kit/host';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { createRoutes } from '../../src/app/router.tsx';
import { storeLoadedPermissions } from '../../src/features/permissions/api/get-permissions.ts';
import { i18n, initI18n } from '../../src/lib/i18n.ts';
import { forgetCookieChoice } from './cookie-consent.ts';

/** The origin jsdom gives the page; MSW handlers use absolute URLs on it. */
export const origin = 'http://localhost:3000';

/** The portal's i18next with the English label file loaded, as the labels API would have served it. */
export async function setUpI18n(): Promise<void> {
  if (i18n.isInitialized) return;
  await initI18n();
  for (const [group, texts] of Object.entries(readLabelFile('en'))) i18n.addResourceBundle('en', group, texts);
  await i18n.changeLanguage('en');
}

export function signInAs(username: string): void {
  storeSession({
    accessToken: `token-${username}`,
    expiresAt: Math.floor(Date.now() / 1000) + 600,
    userInfo: { preferred_username: username, email: username, name: 'Test User' },
  });
}

/** Forgets the session, the portal state, the per-user memory of the selected sold-to and the cookie choice. */
export function resetBrowserState(): void {
  clearSession();
  clearPortalState();
  sessionStorage.clear();
  forgetCookieChoice();
}

/** Without retries, and like the app's (src/app/provider.tsx) keeping the portal state's permissions from the query. */
export function createTestQueryClient(): QueryClient {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  storeLoadedPermissions(queryClient);
  return queryClient;
}

export function Providers({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient ?? createTestQueryClient()}>{children}</QueryClientProvider>
    </I18nextProvider>
  );
}

/** Renders the given routes (by default the portal's own) at a path, with i18n and a fresh query client. */
export function renderRoutes(path: string, routes: RouteObject[] = createRoutes({ maintenance: false })) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, ...view };
}
