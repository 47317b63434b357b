// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../src/api-client.ts';
import { setUploadTransport, uploadForm, type UploadProgress } from '../src/upload.ts';

/** A stand-in XMLHttpRequest: records what is sent, then reports progress and answers as told. */
class FakeRequest {
  static answer = { status: 201, body: '{"ok":true}' };
  static last: FakeRequest | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  sent: unknown;
  status = 0;
  responseText = '';
  private listeners: Record<string, Array<() => void>> = {};
  private uploadListeners: Array<(event: { lengthComputable: boolean; loaded: number; total: number }) => void> = [];
  upload = {
    addEventListener: (_type: string, listener: FakeRequest['uploadListeners'][number]) =>
      this.uploadListeners.push(listener),
  };
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader(name: string) {
    return name === 'x-request-id' ? 'request-1' : null;
  }
  addEventListener(type: string, listener: () => void) {
    (this.listeners[type] ??= []).push(listener);
  }
  abort() {
    for (const listener of this.listeners['abort'] ?? []) listener();
  }
  send(body: unknown) {
    this.sent = body;
    FakeRequest.last = this;
    queueMicrotask(() => {
      for (const loaded of [50, 100])
        for (const listener of this.uploadListeners) listener({ lengthComputable: true, loaded, total: 100 });
      this.status = FakeRequest.answer.status;
      this.responseText = FakeRequest.answer.body;
      for (const listener of this.listeners['load'] ?? []) listener();
    });
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  setUploadTransport(null);
  sessionStorage.clear();
});

describe('uploadForm', () => {
  it('sends the form to the API address with the query, reports the progress and answers the JSON body', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    FakeRequest.answer = { status: 201, body: '{"ticketId":"t-1"}' };
    const form = new FormData();
    form.append('subject', 'Late delivery');
    const progress: UploadProgress[] = [];
    const answer = await uploadForm('/priv/api/v1/tickets', form, {
      query: { customer: '1000101', empty: undefined },
      onProgress: (step) => progress.push(step),
    });
    expect(answer).toEqual({ ticketId: 't-1' });
    expect(FakeRequest.last?.method).toBe('POST');
    expect(new URL(FakeRequest.last?.url ?? '').pathname).toBe('/priv/api/v1/tickets');
    expect(new URL(FakeRequest.last?.url ?? '').search).toBe('?customer=1000101');
    expect(FakeRequest.last?.sent).toBe(form);
    expect(FakeRequest.last?.headers['Accept']).toBe('application/json');
    expect(progress).toEqual([
      { sentBytes: 50, totalBytes: 100 },
      { sentBytes: 100, totalBytes: 100 },
    ]);
  });

  it('rejects a refusal with the server’s error body and request id', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    FakeRequest.answer = {
      status: 415,
      body: JSON.stringify({
        error: 'Unsupported Media Type',
        message: 'attachments.0: a.pdf is not a PDF',
        details: [{ field: 'attachments.0', message: 'a.pdf is not a PDF' }],
      }),
    };
    const refusal = await uploadForm('/priv/api/v1/tickets', new FormData()).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiRequestError);
    expect(refusal).toMatchObject({
      status: 415,
      requestId: 'request-1',
      body: { details: [{ field: 'attachments.0' }] },
    });
  });

  it('goes through the installed upload transport (mock mode) instead of XMLHttpRequest, still reporting progress', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    FakeRequest.last = undefined;
    const sent: Array<{ url: string; init: RequestInit }> = [];
    setUploadTransport(async (url, init) => {
      sent.push({ url, init });
      return new Response(JSON.stringify({ ticketId: 'mock-1' }), {
        status: 201,
        headers: { 'content-type': 'application/json' },
      });
    });
    const form = new FormData();
    form.append('subject', 'Late');
    form.append('attachments', new File([new Uint8Array(96)], 'note.pdf'));
    const progress: UploadProgress[] = [];
    const answer = await uploadForm('/priv/api/v1/tickets', form, {
      query: { customer: '1000101' },
      onProgress: (step) => progress.push(step),
    });
    expect(answer).toEqual({ ticketId: 'mock-1' });
    expect(FakeRequest.last).toBeUndefined();
    expect(new URL(sent[0]?.url ?? '').search).toBe('?customer=1000101');
    expect(sent[0]?.init).toMatchObject({ method: 'POST', body: form });
    expect(progress).toEqual([
      { sentBytes: 0, totalBytes: 100 },
      { sentBytes: 100, totalBytes: 100 },
    ]);

    // A refusal of the transport is the server's refusal.
    setUploadTransport(
      async () =>
        new Response(JSON.stringify({ error: 'Forbidden', message: 'No ticketWrite' }), {
          status: 403,
          headers: { 'content-type': 'application/json', 'x-request-id': 'mock-2' },
        }),
    );
    await expect(uploadForm('/priv/api/v1/tickets', new FormData())).rejects.toMatchObject({
      status: 403,
      requestId: 'mock-2',
      body: { message: 'No ticketWrite' },
    });
  });
});
