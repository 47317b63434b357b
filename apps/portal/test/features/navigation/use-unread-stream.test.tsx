import { endpointPath, streamUnreadUpdatesEndpoint } from '@portal/contracts';
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { useUnreadStream } from '../../../src/features/navigation/hooks/use-unread-stream.ts';
import { setUpApiServer } from '../../support/api-server.ts';
import { signInAs } from '../../support/render.tsx';

const { server } = setUpApiServer();
const streamUrl = `*${endpointPath(streamUnreadUpdatesEndpoint)}`;
const eventStream = { 'content-type': 'text/event-stream' };

/** A stream that sends `chunks` one by one, as a server flushing events over time would. */
function chunkedStream(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

describe('useUnreadStream', () => {
  it('hands each unread event to the caller, with the bearer header and the sold-to, across chunk borders', async () => {
    signInAs('buyer@example.com');
    const seen: { authorization: string | null; soldTo: string | null }[] = [];
    server.use(
      http.get(streamUrl, ({ request }) => {
        seen.push({
          authorization: request.headers.get('authorization'),
          soldTo: new URL(request.url).searchParams.get('soldTo'),
        });
        const body = chunkedStream([
          'event: unread\ndata: {"unr',
          'ead":3}\n\n: keep-alive\n\nevent: other\ndata: {"unread":99}\n\n',
          'event: unread\ndata: not json\n\nevent: unread\ndata: {"unread":5}\n\n',
        ]);
        return new HttpResponse(body, { headers: eventStream });
      }),
    );
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const counts: number[] = [];
    const { unmount } = renderHook(() => useUnreadStream('1000001', (unread) => counts.push(unread)));
    await waitFor(() => expect(counts.slice(0, 2)).toEqual([3, 5]));
    unmount();
    expect(seen[0]?.authorization).toMatch(/^Bearer /);
    expect(seen[0]?.soldTo).toBe('1000001');
    // A never-ending request at the default (high) priority would keep the page from counting as loaded.
    expect(fetchSpy.mock.calls[0]?.[1]?.priority).toBe('low');
    fetchSpy.mockRestore();
  });

  it('reports nothing when the server refuses the stream', async () => {
    signInAs('buyer@example.com');
    let calls = 0;
    server.use(
      http.get(streamUrl, () => {
        calls += 1;
        return HttpResponse.json({ error: 'Forbidden', message: 'No.' }, { status: 403 });
      }),
    );
    const counts: number[] = [];
    const { unmount } = renderHook(() => useUnreadStream('1000001', (unread) => counts.push(unread)));
    await waitFor(() => expect(calls).toBe(1));
    unmount();
    expect(counts).toEqual([]);
  });

  it('opens no stream without a sold-to', async () => {
    let calls = 0;
    server.use(
      http.get(streamUrl, () => {
        calls += 1;
        return new HttpResponse('', { headers: eventStream });
      }),
    );
    const { unmount } = renderHook(() => useUnreadStream(null, () => {}));
    await new Promise((resolve) => setTimeout(resolve, 50));
    unmount();
    expect(calls).toBe(0);
  });
});
