// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../src/api-client.ts';
import { fetchFile, fileNameOf, type DownloadProgress } from '../src/download.ts';

function streamedResponse(chunks: string[], headers: Record<string, string>, status = 200): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { status, headers });
}

afterEach(() => vi.unstubAllGlobals());

describe('fileNameOf', () => {
  it('prefers the UTF-8 name, then the plain one', () => {
    expect(fileNameOf(`attachment; filename="a.csv"; filename*=UTF-8''Bestellungen%20M%C3%A4rz.csv`)).toBe(
      'Bestellungen März.csv',
    );
    expect(fileNameOf('attachment; filename="orders-1000101.xlsx"')).toBe('orders-1000101.xlsx');
    expect(fileNameOf(null)).toBeNull();
  });
});

describe('fetchFile', () => {
  it('reports progress per chunk and names the file from the response', async () => {
    const fetchMock = vi.fn(async () =>
      streamedResponse(['abc', 'defg'], {
        'content-type': 'text/csv',
        'content-length': '7',
        'content-disposition': 'attachment; filename="orders.csv"',
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const progress: DownloadProgress[] = [];
    const file = await fetchFile('/priv/api/v1/orders/export', {
      query: { customer: '1000101', format: 'csv', status: undefined },
      fallbackFileName: 'export.csv',
      onProgress: (step) => progress.push(step),
    });
    expect(file.fileName).toBe('orders.csv');
    expect(await file.blob.text()).toBe('abcdefg');
    expect(progress).toEqual([
      { receivedBytes: 3, totalBytes: 7 },
      { receivedBytes: 7, totalBytes: 7 },
    ]);
    const [url] = fetchMock.mock.calls[0] as unknown as [string];
    expect(new URL(url).search).toBe('?customer=1000101&format=csv');
  });

  it('turns a refusal into an ApiRequestError with the server message', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json({ error: 'Bad Request', message: 'querystring/status must be one of' }, { status: 400 }),
    );
    const failure = fetchFile('/priv/api/v1/orders/export', { fallbackFileName: 'x.csv' });
    await expect(failure).rejects.toBeInstanceOf(ApiRequestError);
    await expect(failure).rejects.toMatchObject({ status: 400, message: 'querystring/status must be one of' });
  });
});
