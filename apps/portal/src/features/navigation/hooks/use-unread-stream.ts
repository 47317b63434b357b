import { endpointPath, streamUnreadUpdatesEndpoint, unreadCountSchema, unreadEventName } from '@portal/contracts';
import { credentialHeaders } from '@portal/portal-kit';
import { createParser } from 'eventsource-parser';
import { useEffect, useRef } from 'react';

/** Waits before opening the stream again: soon after the server ended it, longer after a failure. */
const reopenAfterEndMs = 1_000;
const reopenAfterErrorMs = 10_000;
/** A refusal (e.g. permissions changed) is not retried soon. */
const reopenAfterRefusalMs = 60_000;

class StreamRefused extends Error {}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Reads one stream to its end, handing each event to `onEvent`. A browser's `EventSource` cannot send the bearer
 * header, so the stream is fetched and its text parsed as Server-Sent Events. The fetch asks for low priority: a
 * fetch is otherwise high, so this never-ending request would compete with the page's own data and keep the page
 * from ever counting as loaded (ADR 080).
 */
async function readEvents(url: string, signal: AbortSignal, onEvent: (name: string | undefined, data: string) => void) {
  const response = await fetch(url, {
    headers: { ...credentialHeaders(), accept: 'text/event-stream' },
    priority: 'low',
    signal,
  });
  if (!response.ok || !response.headers.get('content-type')?.startsWith('text/event-stream') || !response.body) {
    await response.body?.cancel();
    throw new StreamRefused(`The updates stream answered ${response.status}`);
  }
  const parser = createParser({ onEvent: (message) => onEvent(message.event, message.data) });
  const decoder = new TextDecoder();
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    parser.feed(decoder.decode(value, { stream: true }));
  }
}

/**
 * Follows the unread count of the sold-to (Server-Sent Events through fetch, with the bearer header): calls
 * `onCount` with each count the server sends. The server ends a stream after a few minutes; it is then opened
 * again with the current access token, so a refreshed token is picked up. Stops when `soldTo` is null.
 */
export function useUnreadStream(soldTo: string | null, onCount: (unread: number) => void): void {
  const latest = useRef(onCount);
  useEffect(() => {
    latest.current = onCount;
  });

  useEffect(() => {
    if (!soldTo) return;
    const controller = new AbortController();
    const url = `${endpointPath(streamUnreadUpdatesEndpoint)}?soldTo=${encodeURIComponent(soldTo)}`;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const open = () => {
      let waitMs = reopenAfterEndMs;
      readEvents(url, controller.signal, (name, data) => {
        if (name !== unreadEventName) return;
        const parsed = unreadCountSchema.safeParse(parseJson(data));
        if (parsed.success) latest.current(parsed.data.unread);
      })
        // A failed stream is opened again later with the then current token, never retried with the old one.
        .catch((error: unknown) => {
          waitMs = error instanceof StreamRefused ? reopenAfterRefusalMs : reopenAfterErrorMs;
        })
        .finally(() => {
          if (!controller.signal.aborted) timer = setTimeout(open, waitMs);
        });
    };
    open();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [soldTo]);
}
