import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { labelLocales, labelPaths, type LabelEntry, type LabelLocale } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repositoryRoot } from '@portal/contracts/label-files';
import { createTestCustomer, grantPrivileges, removeTestCustomers } from '../../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import { bearer, Browser } from '../../helpers/oidc-flow.ts';
import { createTestUser } from '../../helpers/users.ts';

let testApp: TestApp;
/** Users of this file: a customer's user with a privilege, and one without any portal privileges. */
let tokens: Record<'buyer' | 'pending', string>;
let customerId: string;

beforeAll(async () => {
  testApp = await buildTestApp();
  const { db } = testApp.database;
  const signIn = async (user: { username: string; password: string }) =>
    (await new Browser(testApp.app).signIn(user.username, user.password)).access_token;
  customerId = await createTestCustomer(db);
  const buyer = await createTestUser(db);
  await grantPrivileges(db, buyer.id, [{ customerId, enabled: ['ORDER_INQUIRY_NEW'] }]);
  tokens = { buyer: await signIn(buyer), pending: await signIn(await createTestUser(db)) };
});

afterAll(async () => {
  await removeTestCustomers(testApp.database.db, [customerId]);
  await testApp.close();
});

/** The keys of a locale's files of the host, its features and the remotes, read here independently of the gatherer. */
function fileKeys(locale: LabelLocale): string[] {
  const patterns = ['apps/*/labels', 'apps/*/src/features/*/labels', 'remotes/*/labels'].map(
    (folder) => `${folder}/${locale}.json`,
  );
  return globSync(patterns, { cwd: repositoryRoot }).flatMap((file) => {
    const groups = JSON.parse(readFileSync(path.join(repositoryRoot, file), 'utf8')) as Record<
      string,
      Record<string, string>
    >;
    return Object.entries(groups).flatMap(([group, names]) => Object.keys(names).map((name) => `${group}.${name}`));
  });
}

const get = (url: string, headers: Record<string, string> = {}) => testApp.app.inject({ method: 'GET', url, headers });

describe.each(['public', 'private'] as const)('GET %s labels', (kind) => {
  const request = (locale: string, headers: Record<string, string> = {}) =>
    get(
      labelPaths[kind](locale as LabelLocale),
      kind === 'private' ? { ...bearer(tokens.buyer), ...headers } : headers,
    );

  it.each(labelLocales)('answers every label of %s, sorted by key', async (locale) => {
    const response = await request(locale);
    expect(response.statusCode, response.body).toBe(200);
    const entries = response.json<LabelEntry[]>();
    const keys = entries.map((entry) => entry.key);
    expect(keys).toHaveLength(fileKeys(locale).length);
    expect(new Set(keys)).toEqual(new Set(fileKeys(locale)));
    expect(keys).toEqual([...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(keys).toContain('account.change_account');
    expect(keys.every((key) => /^[^.]+\..+/.test(key))).toBe(true);
    expect(entries.every((entry) => Object.keys(entry).sort().join() === 'content,key')).toBe(true);
  });

  it.each(['xx-XX', 'de', 'en-us', 'EN-US'])('answers the locale %s with a 404 naming the field', async (locale) => {
    const response = await request(locale);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      error: 'Not Found',
      message: expect.stringContaining('locale'),
      details: [{ field: 'locale', message: expect.any(String) }],
    });
  });

  it('sends an ETag and answers 304 without a body to a matching If-None-Match', async () => {
    const first = await request('de-DE');
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect((await request('de-DE')).headers.etag).toBe(etag);
    expect((await request('fr-FR')).headers.etag).not.toBe(etag);

    for (const header of [String(etag), `W/${etag}`, `"other", ${etag}`, '*']) {
      const cached = await request('de-DE', { 'if-none-match': header });
      expect(cached.statusCode, header).toBe(304);
      expect(cached.body).toBe('');
      expect(cached.headers.etag).toBe(etag);
    }
    const stale = await request('de-DE', { 'if-none-match': '"something-else"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual(first.json());
  });

  it('says how long the answer may be cached and by whom', async () => {
    const response = await request('it-IT');
    expect(response.headers['cache-control']).toBe(kind === 'public' ? 'public, max-age=300' : 'private, no-cache');
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('GET /pub/api/v1/labels/:locale', () => {
  it('accepts a token query and ignores it', async () => {
    const plain = await get(labelPaths.public('es-ES'));
    const withToken = await get(`${labelPaths.public('es-ES')}?token=${'t'.repeat(512)}`);
    expect(withToken.statusCode).toBe(200);
    expect(withToken.body).toBe(plain.body);
  });

  it('refuses a token longer than 512 characters', async () => {
    const response = await get(`${labelPaths.public('es-ES')}?token=${'t'.repeat(513)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ details: [{ field: 'token', message: expect.any(String) }] });
  });
});

describe('GET /priv/api/v1/labels/:locale', () => {
  it('refuses a call without a bearer token (401)', async () => {
    const response = await get(labelPaths.private('en-US'));
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer');
    expect(response.json()).toEqual({ error: 'Unauthorized', message: expect.any(String) });
  });

  it('refuses an invalid token (401)', async () => {
    const response = await get(labelPaths.private('en-US'), bearer('not.a.token'));
    expect(response.statusCode).toBe(401);
  });

  it('answers any signed-in user, also one without portal privileges', async () => {
    const response = await get(labelPaths.private('en-US'), bearer(tokens.pending));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual((await get(labelPaths.public('en-US'))).json());
  });
});

it('lists both routes in the OpenAPI document', async () => {
  const document = (await get('/docs/json')).json<{ paths: Record<string, unknown> }>();
  expect(Object.keys(document.paths)).toEqual(
    expect.arrayContaining(['/pub/api/v1/labels/{locale}', '/priv/api/v1/labels/{locale}']),
  );
});
