import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { DailyLimitReached, takeDailyAllowance } from '../../src/db/daily-limits.ts';
import { dailyCounts } from '../../src/db/schema/index.ts';
import { invitationsPerCustomerAndDay } from '../../src/modules/account-settings/invite-colleague.ts';
import { grantPrivileges } from '../helpers/accounts.ts';
import { openOwnDatabase, testConfig } from '../helpers/build-test-app.ts';
import { bearer, Browser } from '../helpers/oidc-flow.ts';
import { createTestUser } from '../helpers/users.ts';

/** Daily limits live in the database: every instance counts alike, and a restart forgets nothing (issue 30, L1). */

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openOwnDatabase();
});

afterAll(async () => {
  await database.close();
});

const countOf = async (action: string, holder: string) =>
  (
    await database.db
      .select({ count: dailyCounts.count })
      .from(dailyCounts)
      .where(and(eq(dailyCounts.action, action), eq(dailyCounts.holder, holder)))
  )[0]?.count ?? 0;

describe('takeDailyAllowance', () => {
  const action = { action: 'test-action', what: 'test mails' };

  it('allows up to the limit, then refuses with 429 naming it', async () => {
    const limits = [{ holder: 'user:limited', max: 3 }];
    await takeDailyAllowance(database.db, action, limits, 2);
    await takeDailyAllowance(database.db, action, limits);
    const refused = await takeDailyAllowance(database.db, action, limits).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DailyLimitReached);
    expect(refused).toMatchObject({ statusCode: 429, message: expect.stringContaining('3 test mails per user') });
    expect(await countOf('test-action', 'user:limited')).toBe(3);
  });

  it('counts nothing for anyone when one holder is at its limit', async () => {
    await takeDailyAllowance(database.db, action, [{ holder: 'customer:full', max: 1 }]);
    const limits = [
      { holder: 'user:free', max: 10 },
      { holder: 'customer:full', max: 1 },
    ];
    await expect(takeDailyAllowance(database.db, action, limits)).rejects.toBeInstanceOf(DailyLimitReached);
    expect(await countOf('test-action', 'user:free')).toBe(0);
  });
});

describe('the daily limit of invitations per customer', () => {
  const customerId = '1000106';
  let first: FastifyInstance;
  let second: FastifyInstance;
  let tokens: string[];

  const invite = (app: FastifyInstance, token: string) =>
    app.inject({
      method: 'POST',
      url: `/priv/api/v1/account/colleagues?customer=${customerId}`,
      headers: bearer(token),
      payload: {
        email: `colleague-${crypto.randomUUID()}@example.test`,
        firstName: 'Ada',
        lastName: 'Brook',
        language: 'en',
      },
    });

  beforeAll(async () => {
    const config = testConfig();
    first = buildApp({ config, database });
    second = buildApp({ config, database });
    tokens = await Promise.all(
      [0, 1].map(async () => {
        const user = await createTestUser(database.db);
        await grantPrivileges(database.db, user.id, [{ customerId, enabled: ['CLONE_USER', 'CONTACTS'] }]);
        return (await new Browser(first).signIn(user.username, user.password)).access_token;
      }),
    );
    // All but one of the day's invitations are already taken, as by other users and instances earlier today.
    await takeDailyAllowance(
      database.db,
      { action: 'invite-colleague', what: 'colleague invitations' },
      [{ holder: `customer:${customerId}`, max: invitationsPerCustomerAndDay }],
      invitationsPerCustomerAndDay - 1,
    );
  });

  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it('holds across two instances and a restart', async () => {
    const [one = '', other = ''] = tokens;
    expect((await invite(first, one)).statusCode).toBe(201);
    const refused = await invite(second, other);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toContain(`${invitationsPerCustomerAndDay} colleague invitations per customer`);

    await second.close();
    second = buildApp({ config: testConfig(), database });
    expect((await invite(second, one)).statusCode).toBe(429);
  });
});
