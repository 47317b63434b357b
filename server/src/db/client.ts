import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import pg from 'pg';
import { inMemoryDataDir, type Config } from '../config.ts';
import { acquireDataDirLock } from './lock.ts';
import * as schema from './schema.ts';

type Schema = typeof schema;

/** What application code queries through; the same API on PGlite and on PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

interface Handle<Kind extends string, Db extends Database> {
  kind: Kind;
  db: Db;
  /** Resolves when the database answers `select 1`. */
  ping(): Promise<void>;
  /** Closes connections and, for the embedded database, releases the data directory lock. */
  close(): Promise<void>;
}

export type DatabaseHandle = Handle<'pglite', PgliteDatabase<Schema>> | Handle<'postgres', NodePgDatabase<Schema>>;

/** Opens PostgreSQL when `DATABASE_URL` is set, otherwise the embedded PGlite in `DATA_DIR`. */
export async function openDatabase(config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>): Promise<DatabaseHandle> {
  if (config.DATABASE_URL) return openPostgres(config.DATABASE_URL);
  return openPglite(config.DATA_DIR);
}

async function openPostgres(connectionString: string): Promise<DatabaseHandle> {
  // Without a connect timeout, /ready would hang instead of answering 503 while the server is unreachable.
  const pool = new pg.Pool({ connectionString, connectionTimeoutMillis: 5000 });
  // An idle client losing its connection must not crash the process; the next query reports the problem.
  pool.on('error', (error) => console.error(`PostgreSQL connection error: ${error.message}`));
  const handle: DatabaseHandle = {
    kind: 'postgres',
    db: drizzlePg({ client: pool, schema }),
    // The driver's own error ("connect ECONNREFUSED ...") says more than drizzle's "Failed query".
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
  try {
    await handle.ping();
  } catch (error) {
    await pool.end();
    throw new Error(`Cannot reach PostgreSQL at DATABASE_URL: ${(error as Error).message}`, { cause: error });
  }
  return handle;
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  if (dataDir === inMemoryDataDir) return pgliteHandle(await PGlite.create(inMemoryDataDir), () => {});

  const lock = acquireDataDirLock(dataDir);
  try {
    // PostgreSQL files live in a subfolder: initdb wants an empty directory, and DATA_DIR holds the lock file.
    const client = await PGlite.create(path.join(dataDir, 'pgdata'));
    return pgliteHandle(client, () => lock.release());
  } catch (error) {
    lock.release();
    throw error;
  }
}

function pgliteHandle(client: PGlite, afterClose: () => void): DatabaseHandle {
  return {
    kind: 'pglite',
    db: drizzlePglite({ client, schema }),
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        afterClose();
      }
    },
  };
}
