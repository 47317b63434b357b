import { endpointPath, streamUnreadUpdatesEndpoint, unreadCountSchema, unreadEventName } from '@portal/contracts';
import { credentialHeaders } from '@portal/portal-kit';
import { fetchEventSource } from '@microsoft/fetch-event-source';
import { useEffect, useRef } from 'react';

/** Waits before opening the stream again: soon after the server ended it, longer after a failure. */
const reopenAfterEndMs = 1_000;
const reopenAfterErrorMs = 10_000;
/** A refusal (e.g. permissions changed) is not retried soon. */
const reopenAfterRefusalMs = 60_000;

class StreamRefused extends Error {}

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
      fetchEventSource(url, {
        headers: credentialHeaders(),
        signal: controller.signal,
        // Hidden tabs keep their stream: the counter is right when the user comes back.
        openWhenHidden: true,
        async onopen(response) {
          if (!response.ok || !response.headers.get('content-type')?.startsWith('text/event-stream')) {
            throw new StreamRefused(`The updates stream answered ${response.status}`);
          }
        },
        onmessage(message) {
          if (message.event !== unreadEventName) return;
          const parsed = unreadCountSchema.safeParse(JSON.parse(message.data));
          if (parsed.success) latest.current(parsed.data.unread);
        },
        onerror(error) {
          // Thrown, so the library does not retry with the old token: the loop below opens a new stream.
          waitMs = error instanceof StreamRefused ? reopenAfterRefusalMs : reopenAfterErrorMs;
          throw error;
        },
      })
        .catch(() => {})
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
