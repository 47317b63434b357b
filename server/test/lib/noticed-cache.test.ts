import { describe, expect, it } from 'vitest';
import type { CacheNotice } from '../../src/db/cache-notices.ts';
import { NoticedCache } from '../../src/lib/noticed-cache.ts';
import type { CacheNoticeBus } from '../../src/plugins/cache-notices.ts';

function fakeBus() {
  const listeners = new Set<(notice: CacheNotice | null) => void>();
  const state = { live: true };
  const bus: CacheNoticeBus = {
    get live() {
      return state.live;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    announce(notice) {
      for (const listener of listeners) listener(notice);
    },
  };
  const lost = () => {
    for (const listener of listeners) listener(null);
  };
  return { bus, state, lost };
}

/** A lookup that counts its calls; `counter(null)` finds nothing. */
function counter(found: string | null = 'v') {
  const value = found ?? undefined;
  const calls = { count: 0 };
  const load = async () => {
    calls.count++;
    return value;
  };
  return { calls, load };
}

const grantCache = (bus: CacheNoticeBus, isFresh?: (value: string) => boolean) =>
  new NoticedCache<string>(bus, {
    max: 10,
    ttlMs: 60_000,
    keyOf: (notice) => (notice.kind === 'grant' ? notice.id : notice.kind === 'users' ? 'all' : undefined),
    isFresh,
  });

describe('NoticedCache', () => {
  it('answers from memory until a notice for the key evicts it', async () => {
    const { bus } = fakeBus();
    const cache = grantCache(bus);
    const { calls, load } = counter();
    expect(await cache.get('a', load)).toBe('v');
    expect(await cache.get('a', load)).toBe('v');
    expect(calls.count).toBe(1);

    bus.announce({ kind: 'grant', id: 'b' });
    bus.announce({ kind: 'user', id: 'a' });
    await cache.get('a', load);
    expect(calls.count).toBe(1);

    bus.announce({ kind: 'grant', id: 'a' });
    await cache.get('a', load);
    expect(calls.count).toBe(2);
  });

  it('drops everything on a notice for all, and when notices may have been missed', async () => {
    const { bus, lost } = fakeBus();
    const cache = grantCache(bus);
    await cache.get('a', async () => 'v');
    await cache.get('b', async () => 'v');
    bus.announce({ kind: 'users' });
    expect(cache.size).toBe(0);
    await cache.get('a', async () => 'v');
    lost();
    expect(cache.size).toBe(0);
  });

  it('does not keep an answer that was being looked up when a notice came', async () => {
    const { bus } = fakeBus();
    const cache = grantCache(bus);
    let release: (value: string) => void = () => {};
    const pending = cache.get('a', () => new Promise<string>((resolve) => (release = resolve)));
    bus.announce({ kind: 'grant', id: 'a' });
    release('stale');
    expect(await pending).toBe('stale');
    const { calls, load } = counter('fresh');
    expect(await cache.get('a', load)).toBe('fresh');
    expect(calls.count).toBe(1);
  });

  it('shares one lookup among concurrent callers of a key', async () => {
    const { bus } = fakeBus();
    const cache = grantCache(bus);
    const { calls, load } = counter();
    const answers = await Promise.all([cache.get('a', load), cache.get('a', load), cache.get('a', load)]);
    expect(answers).toEqual(['v', 'v', 'v']);
    expect(calls.count).toBe(1);
  });

  it('never caches a miss, nor anything while notices are not flowing', async () => {
    const { bus, state } = fakeBus();
    const cache = grantCache(bus);
    const miss = counter(null);
    await cache.get('a', miss.load);
    await cache.get('a', miss.load);
    expect(miss.calls.count).toBe(2);

    const hit = counter();
    await cache.get('b', hit.load);
    state.live = false;
    await cache.get('b', hit.load);
    await cache.get('b', hit.load);
    expect(hit.calls.count).toBe(3);
  });

  it('asks again for a value that is no longer fresh', async () => {
    const { bus } = fakeBus();
    let fresh = true;
    const cache = grantCache(bus, () => fresh);
    const { calls, load } = counter();
    await cache.get('a', load);
    await cache.get('a', load);
    fresh = false;
    await cache.get('a', load);
    expect(calls.count).toBe(2);
  });

  it('passes a failed lookup on and tries again next time', async () => {
    const { bus } = fakeBus();
    const cache = grantCache(bus);
    await expect(cache.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', async () => 'v')).toBe('v');
  });
});
