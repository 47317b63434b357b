import { randomUUID } from 'node:crypto';
import { notificationJobRetriedSchema, notificationPaths, onBehalfSessionHeader } from '@portal/contracts';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationJobs } from '../../../src/db/schema/index.ts';
import { enqueueJobs } from '../../../src/modules/notices/queue-store.ts';
import { createTestCustomer, grantPrivileges, removeTestCustomers, startOnBehalf } from '../../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import { bearer, Browser } from '../../helpers/oidc-flow.ts';
import { createTestUser } from '../../helpers/users.ts';

/**
 * Staff send a failed mail job again (ADR 073): `POST /priv/api/v1/admin/notification-jobs/:jobId/retry`, for staff
 * with the admin tool outside an on-behalf session. Users and jobs of this file's own, never the demo personas'.
 */

let testApp: TestApp;
let customerId: string;
const callers = {} as Record<'admin' | 'staffWithoutTool' | 'customerUser' | 'onBehalf', Record<string, string>>;
const marker = `job-retry-${randomUUID().slice(0, 8)}`;

const retryUrl = (jobId: string) => notificationPaths.jobRetry.replace(':jobId', jobId);
const retry = (jobId: string, headers: Record<string, string> = callers.admin) =>
  testApp.app.inject({ method: 'POST', url: retryUrl(jobId), headers });

async function signIn(username: string, password: string): Promise<string> {
  return (await new Browser(testApp.app).signIn(username, password)).access_token;
}

/** A staff user of this file with the given internal privileges; its token. */
async function staffWith(enabled: string[]): Promise<string> {
  const user = await createTestUser(testApp.database.db, { companyType: 'internal' });
  await grantPrivileges(testApp.database.db, user.id, [{ customerId: null, enabled, role: 'CUSTOMER_SERVICE' }]);
  return signIn(user.username, user.password);
}

/** A mail job of this file in `state`, with `attempts` of its 5 made; its id. */
async function jobIn(state: 'pending' | 'running' | 'retry' | 'done' | 'dead', attempts: number): Promise<string> {
  const { db } = testApp.database;
  const dedupeKey = `${marker}:${randomUUID()}`;
  await enqueueJobs(db, [
    {
      kind: 'mail',
      dedupeKey,
      payload: { to: `buyer@${marker}.example`, subject: 'Order 4711 has shipped', text: '-', html: '-' },
    },
  ]);
  await db
    .update(notificationJobs)
    .set({
      state,
      attempts,
      // Not due on its own: only a staff's retry makes it due now.
      runAt: new Date(Date.now() + 60 * 60_000),
      lastError: state === 'retry' || state === 'dead' ? 'connect ECONNREFUSED 127.0.0.1:25' : null,
      ...(state === 'running' ? { lockedAt: new Date(), lockedBy: 'another-instance' } : {}),
    })
    .where(eq(notificationJobs.dedupeKey, dedupeKey));
  const [row] = await db.select().from(notificationJobs).where(eq(notificationJobs.dedupeKey, dedupeKey));
  if (!row) throw new Error('job not queued');
  return row.id;
}

beforeAll(async () => {
  testApp = await buildTestApp({}, { notifications: { queue: { poll: false } } });
  await testApp.app.ready();
  const { db } = testApp.database;
  customerId = await createTestCustomer(db);
  const adminToken = await staffWith(['ADMIN_TOOL', 'ON_BEHALF', 'ON_BEHALF_COMPANY_INFO']);
  callers.admin = bearer(adminToken);
  callers.staffWithoutTool = bearer(await staffWith(['ON_BEHALF', 'ON_BEHALF_COMPANY_INFO']));
  const customerUser = await createTestUser(db);
  await grantPrivileges(db, customerUser.id, [{ customerId, enabled: ['COMPANY_INFO', 'ADMIN_TOOL'] }]);
  callers.customerUser = bearer(await signIn(customerUser.username, customerUser.password));
  callers.onBehalf = {
    ...bearer(adminToken),
    [onBehalfSessionHeader]: await startOnBehalf(testApp.app, adminToken, customerId),
  };
});

afterAll(async () => {
  const { db } = testApp.database;
  await db.delete(notificationJobs).where(like(notificationJobs.dedupeKey, `${marker}:%`));
  await removeTestCustomers(db, [customerId]);
  await testApp.close();
});

describe('authorization matrix', () => {
  it('refuses a call without a token (401)', async () => {
    const jobId = await jobIn('dead', 5);
    expect((await retry(jobId, {})).statusCode).toBe(401);
  });

  it.each([
    ['a customer user, even with an admin tool entry for its sold-to', 'customerUser'],
    ['staff without the admin tool', 'staffWithoutTool'],
    ['staff with the admin tool in an on-behalf session', 'onBehalf'],
  ] as const)('refuses %s (403) and leaves the job dead', async (_name, caller) => {
    const jobId = await jobIn('dead', 5);
    const response = await retry(jobId, callers[caller]);
    expect(response.statusCode, response.body).toBe(403);
    const [row] = await testApp.database.db.select().from(notificationJobs).where(eq(notificationJobs.id, jobId));
    expect(row).toMatchObject({ state: 'dead', attempts: 5, maxAttempts: 5 });
  });

  it('lists the jobs for staff with the admin tool, not in an on-behalf session', async () => {
    const list = (headers: Record<string, string>) =>
      testApp.app.inject({ method: 'GET', url: notificationPaths.jobs, headers });
    expect((await list(callers.admin)).statusCode).toBe(200);
    expect((await list(callers.onBehalf)).statusCode).toBe(403);
  });
});

describe('sending a failed job again', () => {
  it('makes a dead job due now with one attempt more, keeps its attempts, and the queue sends it', async () => {
    const jobId = await jobIn('dead', 5);
    const before = Date.now();
    const response = await retry(jobId);
    expect(response.statusCode, response.body).toBe(200);
    const { job, counts } = notificationJobRetriedSchema.parse(response.json());
    expect(job).toMatchObject({ id: jobId, state: 'pending', attempts: 5, maxAttempts: 6 });
    expect(job.lastError).toBe('connect ECONNREFUSED 127.0.0.1:25');
    expect(new Date(job.runAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(new Date(job.runAt).getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    expect(counts.pending).toBeGreaterThanOrEqual(1);

    await testApp.app.notificationQueue.runOnce();
    const [row] = await testApp.database.db.select().from(notificationJobs).where(eq(notificationJobs.id, jobId));
    expect(row).toMatchObject({ state: 'done', attempts: 6 });
  });

  it('makes a job waiting to retry due now without adding attempts', async () => {
    const jobId = await jobIn('retry', 2);
    const response = await retry(jobId);
    expect(response.statusCode, response.body).toBe(200);
    expect(notificationJobRetriedSchema.parse(response.json()).job).toMatchObject({
      state: 'pending',
      attempts: 2,
      maxAttempts: 5,
    });
  });

  it.each(['pending', 'running', 'done'] as const)('refuses a job that is %s (409) and leaves it', async (state) => {
    const jobId = await jobIn(state, state === 'pending' ? 0 : 1);
    const response = await retry(jobId);
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toMatchObject({ error: 'Conflict' });
    const [row] = await testApp.database.db.select().from(notificationJobs).where(eq(notificationJobs.id, jobId));
    expect(row?.state).toBe(state);
  });

  it('answers 404 for a job that does not exist', async () => {
    const response = await retry(randomUUID());
    expect(response.statusCode, response.body).toBe(404);
  });

  it('answers an id that cannot name a job as the portal answers any path naming no record: 404 naming jobId', async () => {
    // The error handler's rule for path parameters (DESIGN: refusals): the details still name the field.
    const response = await retry('not-a-job');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ details: [expect.objectContaining({ field: 'jobId' })] });
  });

  it('sends a dead job again only once when two staff press at the same time', async () => {
    const jobId = await jobIn('dead', 5);
    const statuses = [];
    for (const response of await Promise.all([retry(jobId), retry(jobId)])) statuses.push(response.statusCode);
    expect(statuses.sort()).toEqual([200, 409]);
    const [row] = await testApp.database.db.select().from(notificationJobs).where(eq(notificationJobs.id, jobId));
    expect(row).toMatchObject({ state: 'pending', maxAttempts: 6 });
  });
});
