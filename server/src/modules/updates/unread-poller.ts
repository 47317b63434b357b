import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Reader } from './store.ts';
import { unreadCounts } from './unread-counts.ts';

export interface UnreadPoller {
  /** Calls `send` with the reader's unread count every interval until the returned function is called. */
  subscribe(reader: Reader, send: (unread: number) => void): () => void;
  /** Readers with at least one subscriber (for tests and the bench). */
  readonly readers: number;
  stop(): void;
}

/** The open streams of one reader (user, sold-to and what they may see): one count serves them all. */
interface ReaderGroup {
  reader: Reader;
  streams: Set<(unread: number) => void>;
}

/**
 * One poller per instance for every open stream: each interval it reads the unread counts of all readers with a
 * stream in one query (`unreadCounts`) and hands each count to that reader's streams. The database's work per
 * interval is one statement whatever the number of streams, readers and sold-tos; an interval still running when
 * the next is due is skipped rather than stacked.
 */
export function startUnreadPoller({
  db,
  pollMs,
  log,
}: {
  db: Database;
  pollMs: number;
  log: FastifyBaseLogger;
}): UnreadPoller {
  const groups = new Map<string, ReaderGroup>();
  let polling = false;

  const poll = async () => {
    const current = [...groups.values()];
    try {
      const counts = await unreadCounts(
        db,
        current.map((group) => group.reader),
      );
      current.forEach((group, index) => {
        for (const send of group.streams) send(counts[index] ?? 0);
      });
    } catch (error) {
      log.warn({ err: error, readers: current.length }, 'unread counts of the update streams failed');
    }
  };
  const timer = setInterval(() => {
    if (polling || groups.size === 0) return;
    polling = true;
    void poll().finally(() => {
      polling = false;
    });
  }, pollMs);
  timer.unref();

  return {
    subscribe(reader, send) {
      const key = JSON.stringify(reader);
      const group = groups.get(key) ?? { reader, streams: new Set() };
      group.streams.add(send);
      groups.set(key, group);
      return () => {
        group.streams.delete(send);
        if (group.streams.size === 0 && groups.get(key) === group) groups.delete(key);
      };
    },
    get readers() {
      return groups.size;
    },
    stop: () => clearInterval(timer),
  };
}
