import { getPreloginContentEndpoint } from '@portal/contracts';
import { mockEndpoint } from '@portal/portal-kit/testing/endpoints';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { RuntimeConfig } from '@portal/contracts';
import { UserManager } from 'oidc-client-ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '../../../src/config/runtime-config.ts';
import { initUserManager } from '../../../src/features/auth/user-manager.ts';
import { setUpApiServer } from '../../support/api-server.ts';
import { contentPage } from '../../support/content.ts';
import { renderRoutes } from '../../support/render.tsx';
import { testRuntimeConfig } from '../../support/runtime-config.ts';

const { server, reports } = setUpApiServer();

describe('login page, pre-login content', () => {
  it('shows the pre-login content in the chosen language below the sign-in, without a token', async () => {
    const asked: Array<{ lang: string; auth: string | null }> = [];
    server.use(
      mockEndpoint(getPreloginContentEndpoint, (request, params) => {
        asked.push({ lang: String(params.lang), auth: request.headers.get('authorization') });
        return contentPage({ id: 'prelogin', heroTitle: 'Welcome to the new season' });
      }),
    );
    renderRoutes('/login');
    const region = await screen.findByRole('region', { name: 'News and information' });
    expect(screen.getByRole('heading', { level: 2, name: 'Welcome to the new season' })).toBeInTheDocument();
    expect(region).toContainElement(screen.getByRole('heading', { level: 2, name: 'Your quick links' }));
    expect(asked).toEqual([{ lang: 'en', auth: null }]);

    // Keyboard users reach the language choice, then the sign-in button, before any content.
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Sign in' }).compareDocumentPosition(region)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(reports).toEqual([]);
  });

  it('shows nothing extra when the content cannot be loaded, and reports it once', async () => {
    server.use(
      mockEndpoint(getPreloginContentEndpoint, () =>
        HttpResponse.json({ error: 'Internal', message: 'x' }, { status: 503 }),
      ),
    );
    renderRoutes('/login');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(reports.map((report) => report.description)).toEqual(['Error getting CMS prelogin content']),
    );
    expect(screen.queryByRole('region', { name: 'News and information' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to the customer portal' })).toBeInTheDocument();
  });
});

describe('login page, sign-in that cannot start', () => {
  it('says so with a retry when the provider cannot be reached, and tries again on the retry', async () => {
    initUserManager(testRuntimeConfig);
    let discoveryCalls = 0;
    server.use(
      http.get(`${testRuntimeConfig.oidc.issuer}/.well-known/openid-configuration`, () => {
        discoveryCalls += 1;
        return HttpResponse.error();
      }),
    );
    renderRoutes('/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sign-in could not start');
    expect(alert).toHaveTextContent('Check your connection');
    await vi.waitFor(() => expect(reports.map((report) => report.description)).toContain('Sign-in could not start'));

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(discoveryCalls).toBe(2));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeEnabled();
  });
});

describe("login page, the group's own identity provider", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    setRuntimeConfig(testRuntimeConfig);
  });

  const external: RuntimeConfig = {
    ...testRuntimeConfig,
    oidc: {
      issuer: 'https://sso.example.com',
      clientId: 'portal-spa',
      scopes: 'openid profile email',
      provider: 'external',
      resource: 'https://portal-api',
      accountUrl: null,
    },
  };

  it('offers no forgotten-password link, and asks with a nonce and the resource', async () => {
    setRuntimeConfig(external);
    initUserManager(external);
    const redirect = vi.spyOn(UserManager.prototype, 'signinRedirect').mockResolvedValue(undefined);
    renderRoutes('/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.queryByRole('link', { name: 'Forgot password?' })).toBeNull();

    await vi.waitFor(() => expect(redirect).toHaveBeenCalledTimes(1));
    const [args] = redirect.mock.calls[0] ?? [];
    expect(args?.nonce).toMatch(/^[0-9a-f-]{36}$/);
    const manager = redirect.mock.contexts[0] as UserManager;
    expect(manager.settings.resource).toBe('https://portal-api');
    expect(manager.settings.extraTokenParams).toEqual({ resource: 'https://portal-api' });
  });

  it('keeps the embedded provider without a resource, with its forgotten-password link', async () => {
    initUserManager(testRuntimeConfig);
    const redirect = vi.spyOn(UserManager.prototype, 'signinRedirect').mockResolvedValue(undefined);
    renderRoutes('/login');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toBeInTheDocument();
    await vi.waitFor(() => expect(redirect).toHaveBeenCalledTimes(1));
    expect((redirect.mock.contexts[0] as UserManager).settings.resource).toBeUndefined();
    expect(redirect.mock.calls[0]?.[0]?.nonce).toEqual(expect.any(String));
  });

  it('tells a visitor of /forgot-password where passwords are reset', async () => {
    setRuntimeConfig(external);
    renderRoutes('/forgot-password');
    expect(await screen.findByText(/Your password is kept by your company's sign-in service/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to sign-in' })).toBeInTheDocument();
  });
});
