import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Mail, Mailer } from '../identity/index.ts';
import { claimDueJobs, completeJob, failJob, onJobsQueued, type NotificationJobRow } from './queue-store.ts';

export interface QueueTiming {
  /** How often an instance looks for due jobs while there are some (and first after a job was queued here). */
  pollMs: number;
  /** While the queue is empty the wait doubles from `pollMs` up to this. */
  maxIdleMs: number;
  /** Jobs taken per look. */
  batch: number;
  /** The wait before the first retry; each further retry waits twice as long, up to `maxBackoffMs`. */
  backoffMs: number;
  maxBackoffMs: number;
  /** A job running this long is taken again (its instance stopped mid-job). */
  staleMs: number;
  /** The clock (tests fix it). */
  now: () => Date;
}

export const defaultQueueTiming: QueueTiming = {
  pollMs: 1000,
  maxIdleMs: 20_000,
  batch: 20,
  backoffMs: 30_000,
  maxBackoffMs: 60 * 60_000,
  staleMs: 10 * 60_000,
  now: () => new Date(),
};

/** The wait before the next attempt after `attempts` failed ones. */
export function backoffAfter(attempts: number, timing: Pick<QueueTiming, 'backoffMs' | 'maxBackoffMs'>): number {
  return Math.min(timing.maxBackoffMs, timing.backoffMs * 2 ** Math.max(0, attempts - 1));
}

/** The wait before the next look: `pollMs` after a look that found jobs, else twice the last wait, up to `maxIdleMs`. */
export function nextPollDelay(
  lastDelay: number,
  foundJobs: boolean,
  timing: Pick<QueueTiming, 'pollMs' | 'maxIdleMs'>,
): number {
  return foundJobs ? timing.pollMs : Math.min(timing.maxIdleMs, Math.max(timing.pollMs, lastDelay * 2));
}

/**
 * The job queue's worker in this instance (ADR 064): takes due jobs with `FOR UPDATE SKIP LOCKED`, sends each mail
 * and marks it done, or retries it with backoff, dead after its last attempt. Every instance runs one; a job is
 * taken by one of them.
 */
export class NotificationQueue {
  readonly worker = randomUUID();
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<unknown> = Promise.resolve();
  #stopped = false;
  #ticking = false;
  /** A job was queued here while a look was running. */
  #woken = false;
  #delay = 0;
  #removeListener: () => void = () => {};
  readonly #db: Database;
  readonly #mailer: Mailer;
  readonly #log: FastifyBaseLogger;
  readonly #onTick: (now: Date) => Promise<void>;
  readonly timing: QueueTiming;

  /** `onTick`: work of each tick besides the jobs (the daily digests). */
  constructor(
    db: Database,
    mailer: Mailer,
    log: FastifyBaseLogger,
    timing: QueueTiming,
    onTick: (now: Date) => Promise<void> = async () => {},
  ) {
    this.#db = db;
    this.#mailer = mailer;
    this.#log = log;
    this.timing = timing;
    this.#onTick = onTick;
  }

  /** Takes and runs the jobs due now, once; the number of jobs taken. */
  async runOnce(): Promise<number> {
    const now = this.timing.now();
    const jobs = await claimDueJobs(this.#db, {
      worker: this.worker,
      now,
      limit: this.timing.batch,
      staleBefore: new Date(now.getTime() - this.timing.staleMs),
    });
    for (const job of jobs) await this.#run(job);
    return jobs.length;
  }

  async #run(job: NotificationJobRow): Promise<void> {
    try {
      if (job.kind !== 'mail') throw new Error(`Unknown job kind ${job.kind}`);
      await this.#mailer.send(job.payload as Mail);
      await completeJob(this.#db, job.id, this.worker, this.timing.now());
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const now = this.timing.now();
      const retryAt =
        job.attempts < job.maxAttempts ? new Date(now.getTime() + backoffAfter(job.attempts, this.timing)) : null;
      this.#log.warn({ job: job.id, attempts: job.attempts, retryAt, err: error }, 'notification job failed');
      await failJob(this.#db, { id: job.id, worker: this.worker, error: message.slice(0, 1000), retryAt, now });
    }
  }

  /** The wait before the next look (grows while the queue is empty). */
  get pollDelay(): number {
    return this.#delay;
  }

  #schedule(delay: number): void {
    this.#delay = delay;
    clearTimeout(this.#timer);
    if (!this.#stopped) this.#timer = setTimeout(() => (this.#running = this.#tick()), delay);
  }

  async #tick(): Promise<void> {
    if (this.#stopped) return;
    this.#ticking = true;
    let found = false;
    try {
      await this.#onTick(this.timing.now());
      found = (await this.runOnce()) > 0;
    } catch (error) {
      this.#log.warn({ err: error }, 'notification queue poll failed');
    }
    this.#ticking = false;
    this.#schedule(nextPollDelay(this.#delay, found || this.#woken, this.timing));
    this.#woken = false;
  }

  /** A job was queued in this instance: look after `pollMs` again, not after the idle wait. */
  wake(): void {
    if (this.#ticking) this.#woken = true;
    else if (!this.#stopped && this.#delay > this.timing.pollMs) this.#schedule(this.timing.pollMs);
  }

  /** Polls until `stop`: every `pollMs` while there are jobs, less often while the queue is empty. */
  start(): void {
    this.#removeListener = onJobsQueued(() => this.wake());
    this.#schedule(this.timing.pollMs);
  }

  /** Stops polling and waits for the tick that is running. */
  async stop(): Promise<void> {
    this.#stopped = true;
    this.#removeListener();
    clearTimeout(this.#timer);
    await this.#running;
  }
}
