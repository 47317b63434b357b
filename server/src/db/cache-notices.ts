import type { Database } from './client.ts';

/**
 * The channel on which the database announces changes that cached grants and callers must not outlive (migration
 * 0007: triggers on `oidc_payloads`, `users`, `portal_privileges`, `customer_brands` and `brands`).
 */
export const cacheNoticeChannel = 'portal_cache_notices';

/** A grant was deleted (signed out, revoked, expired), a user's record changed, or possibly everyone's. */
export type CacheNotice = { kind: 'grant'; id: string } | { kind: 'user'; id: string } | { kind: 'users' };

/** The notice of a NOTIFY payload (`grant:<id>`, `user:<id>`, `users`); null for anything else. */
export function parseCacheNotice(payload: string): CacheNotice | null {
  if (payload === 'users') return { kind: 'users' };
  const separator = payload.indexOf(':');
  const kind = payload.slice(0, separator);
  const id = payload.slice(separator + 1);
  if (separator < 0 || id === '') return null;
  if (kind === 'grant' || kind === 'user') return { kind, id };
  return null;
}

type Listener = (notice: CacheNotice) => void;

const localListeners = new WeakMap<Database, Set<Listener>>();

/**
 * Tells this process's caches on `db` at once about a change it just made. The database's own notice reaches every
 * instance too, but asynchronously: this one makes sure the next request here already sees the change.
 */
export function announce(db: Database, notice: CacheNotice): void {
  for (const listener of localListeners.get(db) ?? []) listener(notice);
}

/** Subscribes to `announce` on `db`; returns the unsubscribe. */
export function onAnnounce(db: Database, listener: Listener): () => void {
  let listeners = localListeners.get(db);
  if (!listeners) {
    listeners = new Set();
    localListeners.set(db, listeners);
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The database's change notices as this instance receives them: through LISTEN (every instance, asynchronously)
 * and from this process's own writes (at once).
 */
export interface CacheNoticeBus {
  /** Whether notices are flowing; while false, caches must not answer (a notice may have been missed). */
  readonly live: boolean;
  /** `null`: notices may have been missed, drop everything. Returns the unsubscribe. */
  subscribe(listener: (notice: CacheNotice | null) => void): () => void;
  /** Tells this process's caches about a change just committed (other instances hear of it from the database). */
  announce(notice: CacheNotice): void;
}
