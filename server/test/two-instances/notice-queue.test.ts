import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { notificationJobs, outbox } from '../../src/db/schema/index.ts';
import { enqueueJobs } from '../../src/modules/notices/queue-store.ts';
import { openTestDatabase, testConfig } from '../helpers/build-test-app.ts';

/**
 * Two app instances on one database, each with its own queue worker (ADR 064): however their polls interleave,
 * each mail leaves once. With DATABASE_URL on PostgreSQL, where the two take jobs at the same time on separate
 * connections; on the embedded database their statements take turns.
 */
let database: DatabaseHandle;
let instanceA: FastifyInstance;
let instanceB: FastifyInstance;
const marker = `queue-${randomUUID().slice(0, 8)}`;
const mails = 40;

beforeAll(async () => {
  const config = testConfig();
  database = await openTestDatabase(config);
  const notifications = { queue: { poll: false, batch: 3 } };
  instanceA = buildApp({ config, database, notifications });
  instanceB = buildApp({ config, database, notifications });
  await Promise.all([instanceA.ready(), instanceB.ready()]);
});

afterAll(async () => {
  await database.db.delete(notificationJobs).where(like(notificationJobs.dedupeKey, `${marker}%`));
  await database.db.delete(outbox).where(like(outbox.to, `%@${marker}.example`));
  await instanceA.close();
  await instanceB.close();
  await database.close();
});

/** Runs a worker until it finds nothing due; how many jobs it took. */
async function drain(app: FastifyInstance): Promise<number> {
  let taken = 0;
  for (let batch = await app.notificationQueue.runOnce(); batch > 0; batch = await app.notificationQueue.runOnce()) {
    taken += batch;
  }
  return taken;
}

describe('the notice queue on two instances', () => {
  it('delivers each mail once while both workers poll at the same time', async () => {
    const addresses = Array.from({ length: mails }, (_, index) => `user${index}@${marker}.example`);
    await enqueueJobs(
      database.db,
      addresses.map((to, index) => ({
        kind: 'mail',
        dedupeKey: `${marker}:${index}`,
        payload: { to, subject: `Order ${index} has shipped`, text: 'Shipped.', html: '<p>Shipped.</p>' },
      })),
    );
    const [takenByA, takenByB] = await Promise.all([drain(instanceA), drain(instanceB)]);
    expect(takenByA + takenByB).toBe(mails);

    const sent = await database.db
      .select({ to: outbox.to })
      .from(outbox)
      .where(like(outbox.to, `%@${marker}.example`));
    expect(sent.map((mail) => mail.to).sort()).toEqual([...addresses].sort());
    const states = await database.db
      .select({ state: notificationJobs.state })
      .from(notificationJobs)
      .where(like(notificationJobs.dedupeKey, `${marker}%`));
    expect(states.every((job) => job.state === 'done')).toBe(true);
  });
});
