import type pg from 'pg';
import type { DatabaseHandle } from './client.ts';

/** The advisory lock id the portal's instances take while they migrate and seed ("portal" in ASCII). */
export const startupLockKey = '241362690159724';

/**
 * Runs `work` (migrations, seed) while holding a PostgreSQL session advisory lock, so that instances starting
 * together on one database take turns: without it, all but one fail on a fresh database ("relation already
 * exists"), and a new migration deployed to several instances at once could do the same. The embedded database
 * has one process by its directory lock, so it needs none.
 */
export async function withStartupLock<T>(database: DatabaseHandle, work: () => Promise<T>): Promise<T> {
  if (database.kind !== 'postgres') return work();
  // drizzle keeps the pool it was given as $client; the lock lives on one connection of it, held throughout.
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1::bigint)', [startupLockKey]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1::bigint)', [startupLockKey]);
    }
  } finally {
    client.release();
  }
}
