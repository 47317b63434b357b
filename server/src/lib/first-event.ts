import { once, type EventEmitter } from 'node:events';

/**
 * Resolves on the first of the events (rejects on an `error` of any emitter, as `once` does). The listeners of the
 * events that did not come are removed, so a loop of such waits leaves none behind on a long-lived stream.
 */
export async function firstEvent(...waits: ReadonlyArray<[emitter: EventEmitter, event: string]>): Promise<void> {
  const settled = new AbortController();
  try {
    await Promise.race(waits.map(([emitter, event]) => once(emitter, event, { signal: settled.signal })));
  } finally {
    settled.abort();
  }
}
