import { invitationsPerHour, termsMailsPerHour } from '@portal/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { HourlyLimitReached, takeAllowance } from '../../src/db/daily-limits.ts';
import { dailyCounts, hourlyCounts } from '../../src/db/schema/index.ts';
import { grantPrivileges } from '../helpers/accounts.ts';
import { openOwnDatabase, testConfig } from '../helpers/build-test-app.ts';
import { bearer, Browser } from '../helpers/oidc-flow.ts';
import { createTestUser } from '../helpers/users.ts';

/**
 * The hourly limits (invitations and terms mails per user) live in the database like the daily ones: a new
 * instance on the same database, as after a restart, still counts what the first one allowed (issue 30, L1).
 */

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openOwnDatabase();
});

afterAll(async () => {
  await database.close();
});

describe('takeAllowance per hour', () => {
  const action = { action: 'test-hourly', what: 'test calls' };

  it('allows up to the limit in the hour, then refuses with 429 naming it', async () => {
    const limits = [{ holder: 'user:hourly', max: 2, per: 'hour' as const }];
    await takeAllowance(database.db, action, limits);
    await takeAllowance(database.db, action, limits);
    const refused = await takeAllowance(database.db, action, limits).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HourlyLimitReached);
    expect(refused).toMatchObject({ statusCode: 429, message: expect.stringContaining('2 test calls per user') });
  });

  it('removes the counts of past days and hours when it counts', async () => {
    await database.db.insert(dailyCounts).values({
      action: 'test-old',
      holder: 'user:old',
      day: sql`((now() at time zone 'utc')::date - 3)`,
      count: 5,
    });
    await database.db.insert(hourlyCounts).values({
      action: 'test-old',
      holder: 'user:old',
      hour: sql`date_trunc('hour', now()) - interval '2 hours'`,
      count: 5,
    });
    await takeAllowance(database.db, action, [{ holder: 'user:someone-else', max: 5, per: 'hour' }]);
    const oldDaily = await database.db.select().from(dailyCounts).where(eq(dailyCounts.action, 'test-old'));
    const oldHourly = await database.db
      .select()
      .from(hourlyCounts)
      .where(and(eq(hourlyCounts.action, 'test-old'), eq(hourlyCounts.holder, 'user:old')));
    expect(oldDaily).toEqual([]);
    expect(oldHourly).toEqual([]);
  });
});

describe('hourly limits over a restart', () => {
  const customerId = '1000107';
  let first: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    first = buildApp({ config: testConfig(), database });
    const user = await createTestUser(database.db);
    await grantPrivileges(database.db, user.id, [
      { customerId, enabled: ['CLONE_USER', 'TERMS_AND_CONDITIONS', 'TERMS_AND_CONDITIONS_SEND_BY_EMAIL'] },
    ]);
    token = (await new Browser(first).signIn(user.username, user.password)).access_token;
  });

  afterAll(async () => {
    await first.close();
  });

  const invite = (app: FastifyInstance) =>
    app.inject({
      method: 'POST',
      url: `/priv/api/v1/account/colleagues?customer=${customerId}`,
      headers: bearer(token),
      payload: { email: `c-${crypto.randomUUID()}@example.test`, firstName: 'Ada', lastName: 'Brook', language: 'en' },
    });
  const sendTerms = (app: FastifyInstance) =>
    app.inject({
      method: 'POST',
      url: `/priv/api/v1/account/terms-document/send-email?customer=${customerId}`,
      headers: bearer(token),
    });

  it(`keeps the ${invitationsPerHour} invitations and ${termsMailsPerHour} terms mails of the hour on a new instance`, async () => {
    for (let sent = 0; sent < invitationsPerHour; sent++) expect((await invite(first)).statusCode).toBe(201);
    for (let sent = 0; sent < termsMailsPerHour; sent++) expect((await sendTerms(first)).statusCode).toBe(200);
    await first.close();

    first = buildApp({ config: testConfig(), database });
    const invitation = await invite(first);
    expect(invitation.statusCode).toBe(429);
    expect(invitation.json().message).toContain(`${invitationsPerHour} colleague invitations per user`);
    const terms = await sendTerms(first);
    expect(terms.statusCode).toBe(429);
    expect(terms.json().message).toContain(`${termsMailsPerHour} terms mails per user`);
  });
});
