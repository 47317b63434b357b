import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  configVariables,
  contentMountPath,
  inMemoryDataDir,
  loadConfig,
  plannedMaintenanceOf,
  repoRoot,
} from '../src/config.ts';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toEqual({
      PORT: 8080,
      HOST: '0.0.0.0',
      LOG_LEVEL: 'info',
      NODE_ENV: 'development',
      DATABASE_URL: undefined,
      ALLOW_EMBEDDED_DATABASE: false,
      DATA_DIR: path.join(repoRoot, 'data'),
      STATIC_ROOT: repoRoot,
      SEED_DEMO: true,
      SHUTDOWN_TIMEOUT_MS: 10_000,
      RATE_LIMIT_MAX: 1000,
      SIGN_IN_RATE_LIMIT_MAX: 20,
      CLIENT_ERROR_RATE_LIMIT_MAX: 30,
      MAINTENANCE_MODE: false,
      MAINTENANCE_FROM: undefined,
      MAINTENANCE_UNTIL: undefined,
      TRUST_PROXY: false,
      ALLOW_HTTPS_WITHOUT_TRUST_PROXY: false,
      CONNECTIONS_PER_ADDRESS_MAX: 128,
      PUBLIC_URL: 'http://localhost:8080',
      OIDC_ISSUER: undefined,
      OIDC_CLIENT_ID: 'portal-spa',
      OIDC_AUDIENCE: 'portal-api',
      OIDC_RESOURCE: undefined,
      OIDC_SCOPES: undefined,
      OIDC_REQUIRE_AT_JWT: true,
      OIDC_USER_CLAIM: 'email',
      OIDC_ACCOUNT_URL: undefined,
      SMTP_URL: undefined,
      DEV_OUTBOX_OPEN: false,
      MAIL_FROM: 'Customer Portal <no-reply@portal.local>',
      INTEGRATION_WEBHOOK_SECRET: 'dev-integration-secret',
      LEGACY_URLS: undefined,
      LEGACY_B2B_EXTRA_QUERY: 'origin=portal',
      CONTENT_RESOURCE_PATH: '/content/media',
      COOKIE_CONSENT_EXPIRY_MINUTES: 518_400,
      TAG_MANAGER_CONTAINER_ID: undefined,
      PASSWORD_MAX_AGE_DAYS: 90,
      PASSWORD_EXPIRY_WARNING_DAYS: 14,
      ON_BEHALF_IDLE_MINUTES: 30,
      VAT_VALIDATOR: 'checksum',
      VIES_URL: 'https://ec.europa.eu/taxation_customs/vies/rest-api',
      VIES_TIMEOUT_MS: 5000,
    });
  });

  it('reads a planned maintenance as ISO date-times with their offset, the end after the start', () => {
    const config = loadConfig({
      MAINTENANCE_FROM: '2026-12-05T22:00:00+01:00',
      MAINTENANCE_UNTIL: '2026-12-06T02:00:00Z',
    });
    expect(plannedMaintenanceOf(config)).toEqual({ from: '2026-12-05T22:00:00+01:00', until: '2026-12-06T02:00:00Z' });
    expect(plannedMaintenanceOf(loadConfig({ MAINTENANCE_FROM: '2026-12-05T21:00:00Z' }))).toEqual({
      from: '2026-12-05T21:00:00Z',
      until: null,
    });
    expect(plannedMaintenanceOf(loadConfig({}))).toBeNull();
    // Without an offset the time would depend on where the server runs.
    expect(() => loadConfig({ MAINTENANCE_FROM: '2026-12-05T22:00:00' })).toThrow(
      /MAINTENANCE_FROM must be an ISO 8601 date and time with its offset.*got "2026-12-05T22:00:00"/,
    );
    expect(() => loadConfig({ MAINTENANCE_FROM: 'next Saturday' })).toThrow(/MAINTENANCE_FROM must be/);
    expect(() =>
      loadConfig({ MAINTENANCE_FROM: '2026-12-05T22:00:00Z', MAINTENANCE_UNTIL: '2026-12-05T21:59:00Z' }),
    ).toThrow(/MAINTENANCE_UNTIL must come after MAINTENANCE_FROM/);
    expect(() => loadConfig({ MAINTENANCE_UNTIL: '2026-12-05T22:00:00Z' })).toThrow(
      /MAINTENANCE_UNTIL must come after MAINTENANCE_FROM, which it needs/,
    );
  });

  it('refuses a password expiry warning that is not shorter than the password lifetime', () => {
    expect(loadConfig({ PASSWORD_MAX_AGE_DAYS: '30', PASSWORD_EXPIRY_WARNING_DAYS: '7' })).toMatchObject({
      PASSWORD_MAX_AGE_DAYS: 30,
      PASSWORD_EXPIRY_WARNING_DAYS: 7,
    });
    expect(() => loadConfig({ PASSWORD_MAX_AGE_DAYS: '14', PASSWORD_EXPIRY_WARNING_DAYS: '14' })).toThrow(
      'PASSWORD_EXPIRY_WARNING_DAYS must be less than PASSWORD_MAX_AGE_DAYS',
    );
    expect(() => loadConfig({ PASSWORD_MAX_AGE_DAYS: '0' })).toThrow('PASSWORD_MAX_AGE_DAYS');
  });

  it('refuses the embedded database in production unless its missing fsync is accepted', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      'Invalid configuration: NODE_ENV=production needs DATABASE_URL, because the embedded PGlite database never calls fsync',
    );
    expect(() => loadConfig({ NODE_ENV: 'production', ALLOW_EMBEDDED_DATABASE: 'false' })).toThrow(
      'ALLOW_EMBEDDED_DATABASE=true to accept that risk',
    );
    const secret = { INTEGRATION_WEBHOOK_SECRET: 'a-deployment-secret' };
    expect(loadConfig({ NODE_ENV: 'production', ALLOW_EMBEDDED_DATABASE: 'true', ...secret }).NODE_ENV).toBe(
      'production',
    );
    expect(
      loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db.example.com/portal', ...secret }).NODE_ENV,
    ).toBe('production');
    // Outside production the embedded database needs no permission.
    expect(loadConfig({ NODE_ENV: 'development' }).DATABASE_URL).toBeUndefined();
    expect(() => loadConfig({ ALLOW_EMBEDDED_DATABASE: 'yes' })).toThrow(
      'ALLOW_EMBEDDED_DATABASE must be true or false',
    );
  });

  it('uses the published integration secret only outside production, and never echoes a bad one', () => {
    expect(loadConfig({}).INTEGRATION_WEBHOOK_SECRET).toBe('dev-integration-secret');
    expect(loadConfig({ INTEGRATION_WEBHOOK_SECRET: 'shared-with-the-shop' }).INTEGRATION_WEBHOOK_SECRET).toBe(
      'shared-with-the-shop',
    );
    expect(() => loadConfig({ NODE_ENV: 'production', ALLOW_EMBEDDED_DATABASE: 'true' })).toThrow(
      'Invalid configuration: NODE_ENV=production needs INTEGRATION_WEBHOOK_SECRET',
    );
    let message = '';
    try {
      loadConfig({ INTEGRATION_WEBHOOK_SECRET: 'too short' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('INTEGRATION_WEBHOOK_SECRET must be at least 16 characters without spaces');
    expect(message).not.toContain('too short');
  });

  it('refuses an https PUBLIC_URL without a trusted proxy, saying why, unless told to allow it', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'https://portal.example.com' })).toThrow(
      /PUBLIC_URL is https but TRUST_PROXY=false; .*every user shares the proxy's address for the rate limits/,
    );
    expect(loadConfig({ PUBLIC_URL: 'https://portal.example.com', TRUST_PROXY: 'loopback' }).TRUST_PROXY).toBe(
      'loopback',
    );
    expect(loadConfig({ PUBLIC_URL: 'https://portal.example.com', TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(
      loadConfig({ PUBLIC_URL: 'https://portal.example.com', ALLOW_HTTPS_WITHOUT_TRUST_PROXY: 'true' }).PUBLIC_URL,
    ).toBe('https://portal.example.com');
    expect(loadConfig({ PUBLIC_URL: 'http://portal.example.com' }).TRUST_PROXY).toBe(false);
  });

  it('seeds the demo data by default, never with NODE_ENV=production', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).SEED_DEMO).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
    const production = {
      NODE_ENV: 'production',
      ALLOW_EMBEDDED_DATABASE: 'true',
      INTEGRATION_WEBHOOK_SECRET: 'a-deployment-secret',
    };
    expect(loadConfig(production).SEED_DEMO).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
    expect(() => loadConfig({ ...production, SEED_DEMO: 'true' })).toThrow(
      'Invalid configuration: SEED_DEMO must not be true when NODE_ENV=production',
    );
    expect(() => loadConfig({ SEED_DEMO: 'yes' })).toThrow('SEED_DEMO must be true or false');
  });

  it('reads the cookie consent lifetime, the tag manager container and the report rate limit', () => {
    // 360 days, the opt-out cookie lifetime of the spec (24 * 30 * 12 hours).
    expect(loadConfig({}).COOKIE_CONSENT_EXPIRY_MINUTES).toBe(24 * 30 * 12 * 60);
    expect(loadConfig({ COOKIE_CONSENT_EXPIRY_MINUTES: '5256000' }).COOKIE_CONSENT_EXPIRY_MINUTES).toBe(5_256_000);
    for (const value of ['0', '5256001', '1.5', '-1', 'year']) {
      expect(() => loadConfig({ COOKIE_CONSENT_EXPIRY_MINUTES: value })).toThrow(
        'COOKIE_CONSENT_EXPIRY_MINUTES must be an integer between 1 and 5256000',
      );
    }
    expect(loadConfig({ TAG_MANAGER_CONTAINER_ID: 'GTM-AB12CD3' }).TAG_MANAGER_CONTAINER_ID).toBe('GTM-AB12CD3');
    for (const value of ['gtm-ab12cd3', 'GTM-ABC', 'GTM-ABCDEFGHIJKLM', 'UA-12345-1', 'GTM-AB12CD3"><script>']) {
      expect(() => loadConfig({ TAG_MANAGER_CONTAINER_ID: value })).toThrow('TAG_MANAGER_CONTAINER_ID must be');
    }
    expect(loadConfig({ CLIENT_ERROR_RATE_LIMIT_MAX: '5' }).CLIENT_ERROR_RATE_LIMIT_MAX).toBe(5);
    expect(() => loadConfig({ CLIENT_ERROR_RATE_LIMIT_MAX: '0' })).toThrow('CLIENT_ERROR_RATE_LIMIT_MAX must be');
  });

  it('reads LEGACY_URLS as a JSON object of legacy module addresses', () => {
    expect(loadConfig({ LEGACY_URLS: '{"B2B":"https://b2b.example.com/shop?x=1"}' }).LEGACY_URLS).toEqual({
      B2B: 'https://b2b.example.com/shop?x=1',
    });
    for (const value of ['{"SHOP":"https://b2b.example.com"}', '{"B2B":"/shop"}', '["B2B"]', 'B2B=https://x']) {
      expect(() => loadConfig({ LEGACY_URLS: value })).toThrow(
        'LEGACY_URLS must be a JSON object mapping legacy module ids to absolute http(s) URLs',
      );
    }
    expect(() => loadConfig({ LEGACY_B2B_EXTRA_QUERY: '?origin=portal' })).toThrow('LEGACY_B2B_EXTRA_QUERY must be');
  });

  it('derives PUBLIC_URL from PORT and keeps only the origin of a given one', () => {
    expect(loadConfig({ PORT: '18080' }).PUBLIC_URL).toBe('http://localhost:18080');
    expect(loadConfig({ PUBLIC_URL: 'https://portal.example.com/', TRUST_PROXY: 'loopback' }).PUBLIC_URL).toBe(
      'https://portal.example.com',
    );
    expect(() => loadConfig({ PUBLIC_URL: 'https://portal.example.com/app' })).toThrow(
      'PUBLIC_URL must be an http:// or https:// origin without path, query or fragment',
    );
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://portal.example.com' })).toThrow('PUBLIC_URL must be');
  });

  it('reads the identity provider settings', () => {
    const config = loadConfig({
      OIDC_ISSUER: 'https://login.example.com/oauth2/default',
      OIDC_CLIENT_ID: 'portal',
      OIDC_AUDIENCE: 'api://portal',
    });
    expect(config).toMatchObject({
      OIDC_ISSUER: 'https://login.example.com/oauth2/default',
      OIDC_CLIENT_ID: 'portal',
      OIDC_AUDIENCE: 'api://portal',
    });
    expect(() => loadConfig({ OIDC_ISSUER: 'login.example.com' })).toThrow(
      'OIDC_ISSUER must be an http:// or https://',
    );
    expect(() => loadConfig({ OIDC_CLIENT_ID: 'my portal' })).toThrow('OIDC_CLIENT_ID must be a non-empty value');
    expect(() => loadConfig({ OIDC_CLIENT_ID: 'portal', OIDC_AUDIENCE: 'portal' })).toThrow(
      'OIDC_AUDIENCE must differ from OIDC_CLIENT_ID',
    );
    expect(
      loadConfig({
        OIDC_RESOURCE: 'https://portal-api',
        OIDC_SCOPES: 'openid email offline_access',
        OIDC_REQUIRE_AT_JWT: 'false',
        OIDC_USER_CLAIM: 'preferred_username',
        OIDC_ACCOUNT_URL: 'https://login.example.com/enduser/settings',
      }),
    ).toMatchObject({
      OIDC_RESOURCE: 'https://portal-api',
      OIDC_SCOPES: 'openid email offline_access',
      OIDC_REQUIRE_AT_JWT: false,
      OIDC_USER_CLAIM: 'preferred_username',
      OIDC_ACCOUNT_URL: 'https://login.example.com/enduser/settings',
    });
    expect(() => loadConfig({ OIDC_SCOPES: 'profile email' })).toThrow('OIDC_SCOPES must be space-separated');
  });

  it('reads the mail settings and never echoes SMTP_URL', () => {
    expect(loadConfig({ SMTP_URL: 'smtps://user:pw@mail.example.com:465' }).SMTP_URL).toBe(
      'smtps://user:pw@mail.example.com:465',
    );
    const attempt = () => loadConfig({ SMTP_URL: 'http://user:secret@mail.example.com' });
    expect(attempt).toThrow('SMTP_URL must be an smtp:// or smtps:// URL');
    expect(attempt).not.toThrow(/secret/);
    expect(loadConfig({ MAIL_FROM: 'portal@example.com' }).MAIL_FROM).toBe('portal@example.com');
    expect(() => loadConfig({ MAIL_FROM: 'Portal' })).toThrow('MAIL_FROM must be an e-mail address');
  });

  it('finds the repository root from its own location, not the working directory', () => {
    const rootPackage = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { name: string };
    expect(rootPackage.name).toBe('b2b-portal');
  });

  it('names a bad PORT and the value it got', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(
      'Invalid configuration: PORT must be an integer between 1 and 65535 (got "abc")',
    );
    expect(() => loadConfig({ PORT: '70000' })).toThrow('PORT must be an integer between 1 and 65535');
  });

  it('names a bad DATABASE_URL without echoing it, since it may hold a password', () => {
    const attempt = () => loadConfig({ DATABASE_URL: 'mysql://user:secret@db/portal' });
    expect(attempt).toThrow('Invalid configuration: DATABASE_URL must be a postgres:// or postgresql:// URL');
    expect(attempt).not.toThrow(/secret/);
  });

  it('accepts postgres:// and postgresql:// URLs', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@localhost:5432/portal' }).DATABASE_URL).toBe(
      'postgres://u:p@localhost:5432/portal',
    );
    expect(loadConfig({ DATABASE_URL: 'postgresql://localhost/portal' }).DATABASE_URL).toBe(
      'postgresql://localhost/portal',
    );
  });

  it('reports every bad variable at once', () => {
    expect(() => loadConfig({ PORT: '0', LOG_LEVEL: 'loud', SHUTDOWN_TIMEOUT_MS: '-5' })).toThrow(
      'Invalid configuration: PORT must be an integer between 1 and 65535 (got "0"); ' +
        'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud"); ' +
        'SHUTDOWN_TIMEOUT_MS must be an integer between 1 and 600000 (got "-5")',
    );
  });

  it('reads TRUST_PROXY as a flag or a list of proxy addresses', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8,::1' }).TRUST_PROXY).toBe('loopback, 10.0.0.0/8,::1');
    expect(() => loadConfig({ TRUST_PROXY: '2' })).toThrow('TRUST_PROXY must be true, false, or comma-separated');
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow('TRUST_PROXY must be');
  });

  it('reads CONTENT_RESOURCE_PATH as a path or an absolute URL, without trailing slash', () => {
    expect(loadConfig({ CONTENT_RESOURCE_PATH: '/cms/media/' }).CONTENT_RESOURCE_PATH).toBe('/cms/media');
    expect(loadConfig({ CONTENT_RESOURCE_PATH: 'https://cdn.example.com/portal' }).CONTENT_RESOURCE_PATH).toBe(
      'https://cdn.example.com/portal',
    );
    expect(contentMountPath('https://cdn.example.com/portal')).toBe('/portal');
    expect(contentMountPath('/content/media')).toBe('/content/media');
    for (const value of ['media', '/', '//cdn.example.com/x', '/a/../b', '/api/media', 'ftp://cdn.example.com/x']) {
      expect(() => loadConfig({ CONTENT_RESOURCE_PATH: value })).toThrow('CONTENT_RESOURCE_PATH must be a path');
    }
    expect(() => loadConfig({ CONTENT_RESOURCE_PATH: 'https://cdn.example.com' })).toThrow('CONTENT_RESOURCE_PATH');
    expect(() => loadConfig({ CONTENT_RESOURCE_PATH: 'https://cdn.example.com/m?v=1' })).toThrow(
      'CONTENT_RESOURCE_PATH',
    );
  });

  it('treats an empty value as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ PORT: 8080, DATABASE_URL: undefined });
  });

  it('resolves a relative DATA_DIR against the working directory and keeps memory:// as is', () => {
    expect(loadConfig({ DATA_DIR: 'var/db' }).DATA_DIR).toBe(path.resolve(process.cwd(), 'var/db'));
    expect(loadConfig({ DATA_DIR: inMemoryDataDir }).DATA_DIR).toBe(inMemoryDataDir);
  });
});

describe('configVariables', () => {
  it('describes every variable the configuration reads', () => {
    expect(configVariables.map((variable) => variable.name).sort()).toEqual(Object.keys(loadConfig({})).sort());
    for (const variable of configVariables) expect(variable.meaning).not.toBe('');
  });
});
