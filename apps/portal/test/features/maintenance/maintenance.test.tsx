import {
  getDashboardFavouritesEndpoint,
  getPermissionsEndpoint,
  getPreloginContentEndpoint,
  getSoldTosEndpoint,
  type MaintenanceSettings,
  type PermissionsRecord,
  type RuntimeConfig,
} from '@portal/contracts';
import { mockEndpoint } from '@portal/portal-kit/testing/endpoints';
import { renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showsMaintenance } from '../../../src/app/maintenance-choice.ts';
import { createRoutes } from '../../../src/app/router.tsx';
import { setRuntimeConfig } from '../../../src/config/runtime-config.ts';
import {
  nextMaintenanceBoundary,
  useMaintenanceClock,
} from '../../../src/features/maintenance/hooks/use-maintenance-clock.ts';
import { maintenanceTimeText } from '../../../src/features/maintenance/lib/maintenance-time.ts';
import { reloadPage } from '../../../src/lib/reload-page.ts';
import { setUpApiServer } from '../../support/api-server.ts';
import { contentPage } from '../../support/content.ts';
import { permissionsRecord, privilege, soldTo } from '../../support/fixtures.ts';
import { createTestQueryClient, renderRoutes, signInAs } from '../../support/render.tsx';
import { testRuntimeConfig, useTestRuntimeConfig } from '../../support/runtime-config.ts';

vi.mock('../../../src/lib/reload-page.ts', () => ({ reloadPage: vi.fn() }));

const { server } = setUpApiServer();

const hour = 3_600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

const admin = permissionsRecord({
  userName: 'admin@example.com',
  companyType: 'internal',
  fullname: 'Sofia Marino',
  portalPrivileges: [
    { customer: '', enabled: ['ADMIN_TOOL', 'ON_BEHALF'], role: 'INTERNAL_STAFF', legacyBrandList: [] },
  ],
});
/** Staff without the admin tool: in maintenance like a customer. */
const staff = permissionsRecord({
  userName: 'staff@example.com',
  companyType: 'internal',
  portalPrivileges: [{ customer: '', enabled: ['ON_BEHALF', 'CMS'], role: 'INTERNAL_STAFF', legacyBrandList: [] }],
});
const customer = permissionsRecord({ portalPrivileges: [privilege('1000001')] });

let permissionCalls = 0;

function signedInWith(record: PermissionsRecord) {
  signInAs(record.userName);
  server.use(
    mockEndpoint(getPermissionsEndpoint, () => {
      permissionCalls += 1;
      return record;
    }),
    mockEndpoint(getSoldTosEndpoint, [soldTo('1000001')]),
    mockEndpoint(getDashboardFavouritesEndpoint, { cardIds: [] }),
  );
}

function withRuntimeConfig(settings: Partial<RuntimeConfig>): RuntimeConfig {
  const config = { ...testRuntimeConfig, ...settings };
  setRuntimeConfig(config);
  return config;
}

/** The start-up's choice, then the routes it makes, at `path`. */
async function startAt(path: string, config: MaintenanceSettings, username: string | undefined) {
  const maintenance = await showsMaintenance(config, createTestQueryClient(), username);
  return renderRoutes(path, createRoutes({ maintenance, signedInAtStart: username !== undefined }));
}

beforeEach(() => {
  permissionCalls = 0;
  vi.mocked(reloadPage).mockClear();
});

afterEach(useTestRuntimeConfig);

describe('the start-up in maintenance (ADR 071)', () => {
  const on: MaintenanceSettings = { maintenance: true, plannedMaintenance: null };

  it('asks nothing outside maintenance and for a visitor without a session', async () => {
    signedInWith(customer);
    expect(await showsMaintenance({ maintenance: false, plannedMaintenance: null }, createTestQueryClient(), 'x')).toBe(
      false,
    );
    expect(await showsMaintenance(on, createTestQueryClient(), undefined)).toBe(true);
    expect(permissionCalls).toBe(0);
  });

  it.each([
    ['staff with the admin tool', admin, false],
    ['staff without it', staff, true],
    ['a customer', customer, true],
  ] as const)('judges %s by the permissions record before choosing', async (_who, record, shows) => {
    signedInWith(record);
    expect(await showsMaintenance(on, createTestQueryClient(), record.userName)).toBe(shows);
    expect(permissionCalls).toBe(1);
    // A planned maintenance that has begun is the same.
    const planned = { maintenance: false, plannedMaintenance: { from: at(-hour), until: at(hour) } };
    expect(await showsMaintenance(planned, createTestQueryClient(), record.userName)).toBe(shows);
  });

  it('gives staff with the admin tool the portal, with the banner saying maintenance is on for customers', async () => {
    signedInWith(admin);
    const { router } = await startAt('/dashboard', withRuntimeConfig(on), admin.userName);
    const banner = await screen.findByRole('status', { name: 'Maintenance mode is on for customers' });
    expect(banner).toHaveTextContent(/see the maintenance page/);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Sofia Marino' })).toBeVisible();
    // In the page's flow inside the main landmark, above the page, not over it.
    expect(screen.getByRole('main')).toContainElement(banner);
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.queryByRole('heading', { name: 'The portal is under maintenance' })).not.toBeInTheDocument();
  });

  it('gives a signed-in customer the maintenance page and nothing of the portal', async () => {
    signedInWith(customer);
    const { router } = await startAt('/dashboard', withRuntimeConfig(on), customer.userName);
    expect(await screen.findByRole('heading', { level: 1, name: 'The portal is under maintenance' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/maintenance');
    expect(screen.queryByRole('status', { name: 'Maintenance mode is on for customers' })).not.toBeInTheDocument();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('keeps the sign-in page, and starts again for someone who signed in since, so they are judged', async () => {
    withRuntimeConfig(on);
    const login = renderRoutes('/login', createRoutes({ maintenance: true }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeVisible();
    login.unmount();
    // The sign-in callback then leads to a page of the portal.
    signInAs(admin.userName);
    const after = renderRoutes('/dashboard', createRoutes({ maintenance: true, signedInAtStart: false }));
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(after.router.state.location.pathname).toBe('/dashboard');
  });
});

describe('a planned maintenance ahead (MAINTENANCE_FROM)', () => {
  it('tells signed-in users when, until they dismiss it for this tab', async () => {
    signedInWith(customer);
    const from = '2030-06-01T20:00:00Z';
    const config = withRuntimeConfig({ plannedMaintenance: { from, until: '2030-06-01T23:30:00Z' } });
    const first = await startAt('/dashboard', config, customer.userName);
    const notice = await screen.findByRole('region', { name: 'Planned maintenance' });
    expect(notice.textContent).toContain(maintenanceTimeText({ from, until: '2030-06-01T23:30:00Z' }, 'en'));
    expect(screen.queryByRole('status', { name: 'Maintenance mode is on for customers' })).not.toBeInTheDocument();
    await userEvent.click(within(notice).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('region', { name: 'Planned maintenance' })).not.toBeInTheDocument();
    first.unmount();
    // Dismissed for this tab: another page load does not bring it back.
    await startAt('/dashboard', config, customer.userName);
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Planned maintenance' })).not.toBeInTheDocument();
  });

  it('tells a visitor who has not signed in yet, on the sign-in page', async () => {
    server.use(mockEndpoint(getPreloginContentEndpoint, contentPage({ id: 'prelogin' })));
    const from = '2030-06-01T20:00:00Z';
    const config = withRuntimeConfig({ plannedMaintenance: { from, until: null } });
    await startAt('/login', config, undefined);
    const notice = await screen.findByRole('region', { name: 'Planned maintenance' });
    expect(notice.textContent).toContain(maintenanceTimeText({ from, until: null }, 'en'));
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  it('leaves the sign-in page without a notice when none is planned', async () => {
    server.use(mockEndpoint(getPreloginContentEndpoint, contentPage({ id: 'prelogin' })));
    await startAt('/login', withRuntimeConfig({ plannedMaintenance: null }), undefined);
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Planned maintenance' })).not.toBeInTheDocument();
  });

  it('writes the time in the reader’s language and time zone', () => {
    const planned = { from: '2026-12-05T21:00:00Z', until: null };
    const german = maintenanceTimeText(planned, 'de', 'Europe/Berlin');
    expect(german).toMatch(/Samstag/);
    expect(german).toMatch(/22:00/);
    const english = maintenanceTimeText(planned, 'en', 'America/New_York');
    expect(english).toMatch(/Saturday/);
    expect(english).toMatch(/04:00\s?PM/);
    const range = maintenanceTimeText({ ...planned, until: '2026-12-06T01:00:00Z' }, 'fr', 'Europe/Paris');
    expect(range).toMatch(/22:00/);
    expect(range).toMatch(/02:00/);
  });

  it('starts the portal again when the planned maintenance begins', () => {
    vi.useFakeTimers();
    try {
      const settings = { maintenance: false, plannedMaintenance: { from: at(5_000), until: at(hour) } };
      expect(nextMaintenanceBoundary(settings, new Date())).toBe(Date.parse(settings.plannedMaintenance.from));
      renderHook(() => useMaintenanceClock(settings));
      vi.advanceTimersByTime(4_000);
      expect(reloadPage).not.toHaveBeenCalled();
      vi.advanceTimersByTime(2_000);
      expect(reloadPage).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
