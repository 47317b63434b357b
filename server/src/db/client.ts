import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import pg from 'pg';
import { inMemoryDataDir, type Config } from '../config.ts';
import { acquireDataDirLock } from './lock.ts';
import * as schema from './schema/index.ts';

type Schema = typeof schema;

/** The PostgreSQL extensions the migrations create (customer search's trigram index); PostgreSQL ships them. */
const pgliteExtensions = { pg_trgm };

/** What application code queries through; the same API on PGlite and on PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** What `listen` reports. */
export interface NoticeHandlers {
  /** The payload of a NOTIFY on the channel. */
  notice(payload: string): void;
  /**
   * true once notices flow, false when they may have been missed (PostgreSQL: the listening connection was lost;
   * it reconnects by itself). Whatever was cached from notices before a false must be dropped.
   */
  listening(live: boolean): void;
  /** A failure to (re)connect the listening connection, for the log. */
  error(error: Error): void;
}

export interface NoticeSubscription {
  close(): Promise<void>;
}

interface Handle<Kind extends string, Db extends Database> {
  kind: Kind;
  db: Db;
  /** Resolves when the database answers `select 1`. */
  ping(): Promise<void>;
  /**
   * LISTENs on a channel (PostgreSQL: on a connection of its own, outside the pool). Resolves after the first
   * attempt to listen, successful or not (`handlers.listening` says which).
   */
  listen(channel: string, handlers: NoticeHandlers): Promise<NoticeSubscription>;
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
    listen: (channel, handlers) => listenPostgres(connectionString, channel, handlers),
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

/**
 * An in-memory embedded database started from a `dumpDataDir()` archive of another: the test suite migrates
 * and seeds one template and starts each test file's database from it instead of repeating that work.
 */
export async function openPgliteFromDump(dump: Blob): Promise<DatabaseHandle> {
  return pgliteHandle(await PGlite.create({ loadDataDir: dump, extensions: pgliteExtensions }), () => {});
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  if (dataDir === inMemoryDataDir)
    return pgliteHandle(await PGlite.create(inMemoryDataDir, { extensions: pgliteExtensions }), () => {});

  const lock = acquireDataDirLock(dataDir);
  try {
    // PostgreSQL files live in a subfolder: initdb wants an empty directory, and DATA_DIR holds the lock file.
    const client = await PGlite.create(path.join(dataDir, 'pgdata'), { extensions: pgliteExtensions });
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
    // One process, one database: PGlite delivers the notices of its own session, right after the statement.
    listen: async (channel, handlers) => {
      const unlisten = await client.listen(channel, handlers.notice);
      handlers.listening(true);
      return {
        close: async () => {
          if (!client.closed) await unlisten();
        },
      };
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

const reconnectDelayMs = 1000;

/** LISTEN on a dedicated connection that is replaced whenever it fails, until the subscription is closed. */
async function listenPostgres(
  connectionString: string,
  channel: string,
  handlers: NoticeHandlers,
): Promise<NoticeSubscription> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Invalid notice channel ${channel}`);
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;
  const dropped = new WeakSet<pg.Client>();

  const drop = (client: pg.Client, error?: Error) => {
    if (dropped.has(client)) return;
    dropped.add(client);
    client.end().catch(() => {});
    if (error && !closed) handlers.error(error);
    if (current === client) {
      current = undefined;
      handlers.listening(false);
    }
    if (!closed && !retry) {
      retry = setTimeout(() => {
        retry = undefined;
        void connect();
      }, reconnectDelayMs);
      retry.unref();
    }
  };

  const connect = async () => {
    const client = new pg.Client({ connectionString, connectionTimeoutMillis: 5000, keepAlive: true });
    client.on('error', (error) => drop(client, error));
    client.on('end', () => drop(client));
    client.on('notification', (message) => {
      if (current === client && message.channel === channel) handlers.notice(message.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      drop(client, error as Error);
      return;
    }
    if (closed) {
      drop(client);
      return;
    }
    current = client;
    handlers.listening(true);
  };

  await connect();
  return {
    close: async () => {
      closed = true;
      clearTimeout(retry);
      const client = current;
      current = undefined;
      if (client) {
        dropped.add(client);
        await client.end().catch(() => {});
      }
    },
  };
}
