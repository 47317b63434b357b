import { and, asc, count, desc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { notificationJobs } from '../../db/schema/index.ts';

export type NotificationJobRow = typeof notificationJobs.$inferSelect;
export type NewNotificationJob = Pick<typeof notificationJobs.$inferInsert, 'kind' | 'dedupeKey' | 'payload'>;

const queuedListeners = new Set<() => void>();

/** Calls `listener` whenever this process queues a job (the workers here then look sooner); returns the remover. */
export function onJobsQueued(listener: () => void): () => void {
  queuedListeners.add(listener);
  return () => queuedListeners.delete(listener);
}

/** Queues jobs; a job whose dedupe key is queued already is left out. Returns how many were queued. */
export async function enqueueJobs(db: Pick<Database, 'insert'>, jobs: NewNotificationJob[]): Promise<number> {
  if (jobs.length === 0) return 0;
  const rows = await db
    .insert(notificationJobs)
    .values(jobs)
    .onConflictDoNothing({ target: notificationJobs.dedupeKey })
    .returning({ id: notificationJobs.id });
  if (rows.length > 0) for (const listener of queuedListeners) listener();
  return rows.length;
}

/**
 * Takes up to `limit` due jobs for `worker`: pending or waiting to retry with `run_at` passed, or running for
 * longer than `staleBefore` allows (an instance that stopped mid-job). `FOR UPDATE SKIP LOCKED` makes two instances
 * polling at once take different jobs; the update marks them running in the same statement.
 */
export async function claimDueJobs(
  db: Database,
  { worker, now, limit, staleBefore }: { worker: string; now: Date; limit: number; staleBefore: Date },
): Promise<NotificationJobRow[]> {
  const due = db
    .select({ id: notificationJobs.id })
    .from(notificationJobs)
    .where(
      or(
        and(inArray(notificationJobs.state, ['pending', 'retry']), lte(notificationJobs.runAt, now)),
        and(eq(notificationJobs.state, 'running'), lt(notificationJobs.lockedAt, staleBefore)),
      ),
    )
    .orderBy(asc(notificationJobs.runAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(notificationJobs)
    .set({
      state: 'running',
      lockedAt: now,
      lockedBy: worker,
      attempts: sql`${notificationJobs.attempts} + 1`,
    })
    .where(inArray(notificationJobs.id, due))
    .returning();
}

/** A job done: kept for the record, never taken again. */
export async function completeJob(db: Database, id: string, worker: string, now: Date): Promise<void> {
  await db
    .update(notificationJobs)
    .set({ state: 'done', finishedAt: now, lockedAt: null, lastError: null })
    .where(and(eq(notificationJobs.id, id), eq(notificationJobs.lockedBy, worker)));
}

/** A failed attempt: again at `retryAt`, or dead when `retryAt` is null (no attempts left). */
export async function failJob(
  db: Database,
  { id, worker, error, retryAt, now }: { id: string; worker: string; error: string; retryAt: Date | null; now: Date },
): Promise<void> {
  await db
    .update(notificationJobs)
    .set(
      retryAt
        ? { state: 'retry', runAt: retryAt, lockedAt: null, lastError: error }
        : { state: 'dead', finishedAt: now, lockedAt: null, lastError: error },
    )
    .where(and(eq(notificationJobs.id, id), eq(notificationJobs.lockedBy, worker)));
}

/** The jobs in the given states, newest first (the staff's view of the queue). */
export async function listJobs(db: Database, states: readonly string[], limit: number) {
  return db
    .select()
    .from(notificationJobs)
    .where(inArray(notificationJobs.state, [...states]))
    .orderBy(desc(notificationJobs.createdAt))
    .limit(limit);
}

/** How many jobs are in each state. */
export async function jobCounts(db: Database): Promise<Map<string, number>> {
  const rows = await db
    .select({ state: notificationJobs.state, jobs: count() })
    .from(notificationJobs)
    .groupBy(notificationJobs.state);
  return new Map(rows.map((row) => [row.state, row.jobs]));
}

/** One job by its id. */
export async function findJob(db: Database, id: string): Promise<NotificationJobRow | undefined> {
  const [row] = await db.select().from(notificationJobs).where(eq(notificationJobs.id, id));
  return row;
}

/**
 * A failed job sent again by staff (ADR 073): a job waiting to retry or dead becomes pending and due at `now`; its
 * attempts are kept and a dead job gets one attempt more. One statement on the job's state, so a job an instance
 * took meanwhile (running) or one already done is left alone: undefined then.
 */
export async function requeueFailedJob(db: Database, id: string, now: Date): Promise<NotificationJobRow | undefined> {
  const [row] = await db
    .update(notificationJobs)
    .set({
      state: 'pending',
      runAt: now,
      maxAttempts: sql`greatest(${notificationJobs.maxAttempts}, ${notificationJobs.attempts} + 1)`,
      lockedAt: null,
      lockedBy: null,
      finishedAt: null,
    })
    .where(and(eq(notificationJobs.id, id), inArray(notificationJobs.state, ['retry', 'dead'])))
    .returning();
  if (row) for (const listener of queuedListeners) listener();
  return row;
}
