import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { CacheNotice } from '../../src/db/cache-notices.ts';
import { oidcPayloads, portalPrivileges } from '../../src/db/schema/index.ts';
import { createTestCustomer, grantPrivileges, removeTestCustomers } from '../helpers/accounts.ts';
import { buildTestApp, openTestDatabase, type TestApp } from '../helpers/build-test-app.ts';
import { bearer, Browser, clientId, form, postLogoutRedirectUri, type Tokens } from '../helpers/oidc-flow.ts';
import { createTestUser, type TestUser } from '../helpers/users.ts';

/**
 * A second server instance on the same database. On PostgreSQL it has a database handle of its own (its own pool
 * and listening connection), exactly as another process would, so only the database's NOTIFY can tell it anything.
 * The in-memory PGlite of the default run is one database in one process: the second instance shares it.
 */
async function secondInstance(first: TestApp): Promise<TestApp> {
  const shared = first.database.kind === 'pglite';
  const database = shared ? first.database : await openTestDatabase(first.config);
  const app = buildApp({ config: first.config, database });
  await app.ready();
  return {
    app,
    config: first.config,
    database,
    close: async () => {
      await app.close();
      if (!shared) await database.close();
    },
  };
}

/** Resolves when `app` has received a notice that `matches` (subscribe before causing it). */
function noticeReaching(app: FastifyInstance, matches: (notice: CacheNotice) => boolean): Promise<void> {
  return new Promise((resolve) => {
    const stop = app.cacheNotices.subscribe((notice) => {
      if (notice && matches(notice)) {
        stop();
        resolve();
      }
    });
  });
}

const grantNotice = (grantId: string) => (notice: CacheNotice) => notice.kind === 'grant' && notice.id === grantId;
const userNotice = (userId: string) => (notice: CacheNotice) =>
  (notice.kind === 'user' && notice.id === userId) || notice.kind === 'users';

function grantIdOf(accessToken: string): string {
  const payload = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString()) as {
    gid?: string;
  };
  if (!payload.gid) throw new Error('access token without a grant id');
  return payload.gid;
}

function logoutForm(body: string): { action: string; xsrf: string } {
  const action = /<form id="op.logoutForm" method="post" action="([^"]+)"/.exec(body)?.[1];
  const xsrf = /name="xsrf" value="([^"]+)"/.exec(body)?.[1];
  if (!action || !xsrf) throw new Error(`no sign-out form in ${body.slice(0, 200)}`);
  return { action: new URL(action, 'http://localhost').pathname, xsrf };
}

const customersUrl = '/priv/api/v1/user/customers';

describe('revocation and change notices across instances', () => {
  let first: TestApp;
  let second: TestApp;
  let user: TestUser;
  let customerIds: string[];

  const customers = (app: FastifyInstance, token: string) =>
    app.inject({ method: 'GET', url: customersUrl, headers: bearer(token) });

  /** Signs in through the first instance and checks that both instances accept the token (and cache it). */
  async function signedIn(browser = new Browser(first.app)): Promise<Tokens> {
    const tokens = await browser.signIn(user.username, user.password);
    for (const app of [first.app, second.app, first.app, second.app]) {
      expect((await customers(app, tokens.access_token)).statusCode).toBe(200);
    }
    return tokens;
  }

  beforeAll(async () => {
    first = await buildTestApp();
    await first.app.ready();
    second = await secondInstance(first);
    const db = first.database.db;
    user = await createTestUser(db);
    customerIds = [await createTestCustomer(db), await createTestCustomer(db)];
    await grantPrivileges(db, user.id, [{ customerId: customerIds[0] ?? null, enabled: ['FAQ'] }]);
  });

  afterAll(async () => {
    await removeTestCustomers(first.database.db, customerIds);
    await second.close();
    await first.close();
  });

  it('listens for notices on both instances', () => {
    expect(first.app.cacheNotices.live).toBe(true);
    expect(second.app.cacheNotices.live).toBe(true);
  });

  it('refuses the token on the signing-out instance at once and on the other once its notice arrives', async () => {
    const browser = new Browser(first.app);
    const tokens = await signedIn(browser);
    const heard = noticeReaching(second.app, grantNotice(grantIdOf(tokens.access_token)));

    const page = await browser.request(
      'GET',
      `/oidc/session/end?${new URLSearchParams({ id_token_hint: tokens.id_token, post_logout_redirect_uri: postLogoutRedirectUri })}`,
    );
    const { action, xsrf } = logoutForm(page.body);
    expect((await browser.request('POST', action, { xsrf, logout: 'yes' })).statusCode).toBe(303);

    const refused = await customers(first.app, tokens.access_token);
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['www-authenticate']).toMatch(/^Bearer error="invalid_token"/);
    await heard;
    expect((await customers(second.app, tokens.access_token)).statusCode).toBe(401);
  });

  it('refuses the access token everywhere once its refresh token is revoked', async () => {
    const tokens = await signedIn();
    const heard = noticeReaching(second.app, grantNotice(grantIdOf(tokens.access_token)));
    const revocation = await first.app.inject({
      method: 'POST',
      url: '/oidc/token/revocation',
      ...form({ token: tokens.refresh_token, token_type_hint: 'refresh_token', client_id: clientId }),
    });
    expect(revocation.statusCode).toBe(200);
    expect((await customers(first.app, tokens.access_token)).statusCode).toBe(401);
    await heard;
    expect((await customers(second.app, tokens.access_token)).statusCode).toBe(401);
  });

  it('hears of a grant deleted by anyone, not only through the provider', async () => {
    const tokens = await signedIn();
    const grantId = grantIdOf(tokens.access_token);
    const heardFirst = noticeReaching(first.app, grantNotice(grantId));
    const heardSecond = noticeReaching(second.app, grantNotice(grantId));
    await first.database.db
      .delete(oidcPayloads)
      .where(and(eq(oidcPayloads.model, 'Grant'), eq(oidcPayloads.id, grantId)));
    await Promise.all([heardFirst, heardSecond]);
    expect((await customers(first.app, tokens.access_token)).statusCode).toBe(401);
    expect((await customers(second.app, tokens.access_token)).statusCode).toBe(401);
  });

  it('serves a changed privilege record on every instance once the change is announced', async () => {
    const tokens = await signedIn();
    const [own, added] = customerIds as [string, string];
    const ids = async (app: FastifyInstance) =>
      (await customers(app, tokens.access_token)).json<Array<{ customerId: string }>>().map((c) => c.customerId);
    expect(await ids(second.app)).toEqual([own]);

    const heard = Promise.all([
      noticeReaching(first.app, userNotice(user.id)),
      noticeReaching(second.app, userNotice(user.id)),
    ]);
    await first.database.db
      .insert(portalPrivileges)
      .values({ userId: user.id, position: 1, customerId: added, enabled: ['FAQ'], role: 'CUSTOMER_USER' });
    await heard;
    expect((await ids(first.app)).sort()).toEqual([own, added].sort());
    expect((await ids(second.app)).sort()).toEqual([own, added].sort());

    const removed = Promise.all([
      noticeReaching(first.app, userNotice(user.id)),
      noticeReaching(second.app, userNotice(user.id)),
    ]);
    await first.database.db
      .delete(portalPrivileges)
      .where(and(eq(portalPrivileges.userId, user.id), eq(portalPrivileges.customerId, added)));
    await removed;
    expect(await ids(first.app)).toEqual([own]);
    expect(await ids(second.app)).toEqual([own]);
  });
});
