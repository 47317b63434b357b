// @vitest-environment jsdom
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ticketDetailSchema } from '@portal/contracts';
import { ApiRequestError, apiRequest, uploadForm, type UploadProgress } from '@portal/portal-kit';
import { setApiTransport, setUploadTransport } from '@portal/portal-kit/host';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockPersona } from '../../src/mock/mock-calls.ts';
import { signInAsMockPersona } from '../../src/mock/mock-session.ts';
import { createMockTransport } from '../../src/mock/mock-transport.ts';
import { routeApiFetchThrough } from '../../src/mock/start-mock-mode.ts';

const mockRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'mock');
const personas = JSON.parse(await readFile(join(mockRoot, 'personas.json'), 'utf8')) as MockPersona[];
const persona = (name: string) => personas.find((entry) => entry.persona === name) as MockPersona;

const wait = vi.fn(async (_milliseconds: number) => {});

beforeEach(() => {
  wait.mockClear();
  setApiTransport(
    createMockTransport({
      wait,
      readFile: (file) => readFile(join(mockRoot, file), 'utf8').catch(() => null),
    }),
  );
});
afterEach(() => {
  setApiTransport(null);
  setUploadTransport(null);
  sessionStorage.clear();
});

describe('mock transport', () => {
  it('answers a signed-in persona from its own files after the default delay (spec 9: 2000 ms)', async () => {
    signInAsMockPersona(persona('buyer'));
    const soldTos = await apiRequest<Array<{ customerId: string }>>('/priv/api/v1/user/customers');
    expect(soldTos.map((soldTo) => soldTo.customerId)).toEqual(['1000101']);
    expect(wait).toHaveBeenCalledWith(2000);
  });

  it('answers labels and content from the common files after 1000 ms, content by its query', async () => {
    const labels = await apiRequest<Array<{ key: string }>>('/pub/api/v1/labels/de-DE');
    expect(labels.length).toBeGreaterThan(100);
    expect(wait).toHaveBeenLastCalledWith(1000);

    signInAsMockPersona(persona('buyer'));
    const page = await apiRequest<{ rows: unknown[] }>('/priv/api/v1/cms/contents-homepage/en', {
      query: { customerId: '1000101' },
    });
    expect(page.rows.length).toBeGreaterThan(0);
    expect(wait).toHaveBeenLastCalledWith(1000);
  });

  it('repeats the refusals the server gave: pending@ has no portal access (403)', async () => {
    signInAsMockPersona(persona('pending'));
    const refusal = await apiRequest('/priv/api/admin/tools/permissions').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiRequestError);
    expect((refusal as ApiRequestError).status).toBe(403);
  });

  it('answers 204 to calls without an answer body, 404 to calls it does not know, 401 without a session', async () => {
    signInAsMockPersona(persona('buyer'));
    await expect(
      apiRequest('/priv/api/v1/user/save/last_login', { method: 'POST', query: { customer: '1000101' } }),
    ).resolves.toBeUndefined();
    await expect(apiRequest('/priv/api/v1/orders')).rejects.toMatchObject({ status: 404 });
    sessionStorage.clear();
    await expect(apiRequest('/priv/api/v1/user/customers')).rejects.toMatchObject({ status: 401 });
  });
});

describe('uploads in mock mode (through the upload transport)', () => {
  it('answers a new ticket with the recorded one and its page, and a reply to it, with the progress reported', async () => {
    setUploadTransport(
      createMockTransport({ wait, readFile: (file) => readFile(join(mockRoot, file), 'utf8').catch(() => null) }),
    );
    signInAsMockPersona(persona('buyer'));
    const form = new FormData();
    form.append('subject', 'Anything');
    form.append('attachments', new File([new Uint8Array(64)], 'note.pdf'));
    const progress: UploadProgress[] = [];
    const customer = { customer: '1000101' };
    const created = ticketDetailSchema.parse(
      await uploadForm('/priv/api/v1/tickets', form, { query: customer, onProgress: (step) => progress.push(step) }),
    );
    expect(created.messages[0]?.attachments.map((file) => file.fileName)).toEqual(['delivery-note-80061234.pdf']);
    expect(progress.at(-1)).toEqual({ sentBytes: 72, totalBytes: 72 });
    const page = await apiRequest(`/priv/api/v1/tickets/${created.ticketId}`, { query: customer });
    expect(ticketDetailSchema.parse(page).number).toBe(created.number);
    const replied = ticketDetailSchema.parse(
      await uploadForm(`/priv/api/v1/tickets/${created.ticketId}/messages`, new FormData(), { query: customer }),
    );
    expect(replied.messages).toHaveLength(2);

    // What the server refused, mock mode refuses: rotate@ (login and security only) may not use the tickets section.
    signInAsMockPersona(persona('rotate'));
    await expect(
      uploadForm('/priv/api/v1/tickets', new FormData(), { query: { customer: '1000108' } }),
    ).rejects.toMatchObject({ status: 403 });
  });
});

describe('routeApiFetchThrough (the remotes and the updates stream call fetch themselves)', () => {
  it("answers the page's fetch calls to the API from the mock files, and leaves other addresses to the network", async () => {
    const network = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => new Response('remote code'));
    const scope = { fetch: network as typeof fetch };
    const transport = createMockTransport({
      wait,
      readFile: (file) => readFile(join(mockRoot, file), 'utf8').catch(() => null),
    });
    routeApiFetchThrough(transport, scope);
    signInAsMockPersona(persona('buyer'));

    const orders = await scope.fetch('/priv/api/v1/orders?customer=1000101&pageNumber=0&pageSize=20');
    expect(orders.status).toBe(200);
    expect(((await orders.json()) as { items: unknown[] }).items.length).toBeGreaterThan(0);
    const stream = await scope.fetch(new Request(new URL('/priv/api/v1/updates/stream?soldTo=1000101', location.href)));
    expect(stream.status).toBe(404);
    expect(network).not.toHaveBeenCalled();

    expect(await (await scope.fetch('/remotes/documents/remoteEntry.js')).text()).toBe('remote code');
    expect(network).toHaveBeenCalledWith('/remotes/documents/remoteEntry.js', undefined);
  });
});
