import { notificationJobStates, type NotificationJob, type NotificationJobRetried } from '@portal/contracts';
import type { Database } from '../../db/client.ts';
import { httpError } from '../../lib/http-error.ts';
import { findJob, jobCounts, listJobs, requeueFailedJob, type NotificationJobRow } from './queue-store.ts';

/** The staff's view of the mail queue (admin tool): the failed jobs, the counts per state, sending a job again. */

const shownJobs = 100;

/** Jobs that failed at least once: waiting to retry, or dead after their last attempt. */
const failedStates = ['retry', 'dead'] as const;

function mailFields(payload: unknown): { to: string | null; subject: string | null } {
  const mail = (payload ?? {}) as { to?: unknown; subject?: unknown };
  return {
    to: typeof mail.to === 'string' ? mail.to : null,
    subject: typeof mail.subject === 'string' ? mail.subject : null,
  };
}

/** A job as staff see it: whom the mail goes to and its subject, not its content. */
function shownJob(row: NotificationJobRow): NotificationJob {
  return {
    id: row.id,
    kind: row.kind,
    state: row.state as NotificationJob['state'],
    ...mailFields(row.payload),
    attempts: row.attempts,
    maxAttempts: row.maxAttempts,
    runAt: row.runAt.toISOString(),
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
  };
}

async function countsByState(db: Database): Promise<Record<NotificationJob['state'], number>> {
  const counts = await jobCounts(db);
  return Object.fromEntries(notificationJobStates.map((state) => [state, counts.get(state) ?? 0])) as Record<
    NotificationJob['state'],
    number
  >;
}

/** The jobs of `state`, or without one those that failed, newest first, with the counts per state. */
export async function jobsForStaff(db: Database, state: NotificationJob['state'] | undefined) {
  const rows = await listJobs(db, state ? [state] : failedStates, shownJobs);
  return { items: rows.map(shownJob), counts: await countsByState(db) };
}

/**
 * Sends a failed job again now (ADR 073). 404 for an unknown job; a job that is not retrying or dead (waiting, being
 * sent or done) is a conflict, returned (the route answers 409), so a staff's click never sends a mail twice.
 */
export async function retryFailedJob(
  db: Database,
  id: string,
  now: Date,
): Promise<NotificationJobRetried | { conflict: string }> {
  const requeued = await requeueFailedJob(db, id, now);
  if (requeued) return { job: shownJob(requeued), counts: await countsByState(db) };
  const job = await findJob(db, id);
  if (!job) throw httpError(404, `Notification job ${id} does not exist.`);
  return { conflict: `Notification job ${id} is ${job.state}; only a job that failed is sent again.` };
}
