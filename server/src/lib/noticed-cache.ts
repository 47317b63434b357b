import { LRUCache } from 'lru-cache';
import type { CacheNotice, CacheNoticeBus } from '../db/cache-notices.ts';

export interface NoticedCacheOptions<V> {
  /** Entries kept at most (least recently used go first). */
  max: number;
  /** How long an entry may answer without a notice: the bound if a notice were ever lost unnoticed. */
  ttlMs: number;
  /** The key a notice invalidates, `'all'` to clear everything, undefined when it does not concern this cache. */
  keyOf(notice: CacheNotice): string | 'all' | undefined;
  /** Whether a cached value may still answer (e.g. before the expiry it carries); default always. */
  isFresh?(value: V): boolean;
}

/**
 * A short-lived cache in front of a database lookup that the database's change notices keep honest: a notice
 * evicts at once, a lookup that was running when a notice came is not stored, and while notices are not flowing
 * every call goes to the database. Lookups of one key run once at a time; misses (undefined) are not cached.
 */
export class NoticedCache<V extends object | number | boolean | string> {
  readonly #entries: LRUCache<string, V>;
  readonly #pending = new Map<string, Promise<V | undefined>>();
  readonly #bus: CacheNoticeBus;
  readonly #isFresh: (value: V) => boolean;
  /** Counts evictions, so a lookup started before one knows its answer may be stale. */
  #generation = 0;
  readonly unsubscribe: () => void;

  constructor(bus: CacheNoticeBus, options: NoticedCacheOptions<V>) {
    this.#bus = bus;
    this.#entries = new LRUCache<string, V>({ max: options.max, ttl: options.ttlMs, ttlAutopurge: false });
    this.#isFresh = options.isFresh ?? (() => true);
    this.unsubscribe = bus.subscribe((notice) => {
      const key = notice ? options.keyOf(notice) : 'all';
      if (key === undefined) return;
      this.#generation++;
      if (key === 'all') {
        this.#entries.clear();
        this.#pending.clear();
      } else {
        this.#entries.delete(key);
        this.#pending.delete(key);
      }
    });
  }

  get size(): number {
    return this.#entries.size;
  }

  async get(key: string, load: () => Promise<V | undefined>): Promise<V | undefined> {
    if (!this.#bus.live) return load();
    const cached = this.#entries.get(key);
    if (cached !== undefined && this.#isFresh(cached)) return cached;
    const running = this.#pending.get(key);
    if (running) return running;
    const generation = this.#generation;
    const lookup = load().then(
      (value) => {
        if (this.#pending.get(key) === lookup) this.#pending.delete(key);
        if (value !== undefined && this.#bus.live && generation === this.#generation) this.#entries.set(key, value);
        return value;
      },
      (error: unknown) => {
        if (this.#pending.get(key) === lookup) this.#pending.delete(key);
        throw error;
      },
    );
    this.#pending.set(key, lookup);
    return lookup;
  }
}
