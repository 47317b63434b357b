import { getAccessToken, sessionStore } from '@portal/portal-kit';
import type { ApiTransport } from '@portal/portal-kit/host';
import { findMockCall, mockDelayOf, mockFilePath, mockFolderOf, mockIndexFile, type MockIndex } from './mock-calls.ts';

/** Where the files are served (apps/portal/mock/ by the dev server in mock mode). */
export const mockBaseUrl = '/mock/';

const personaKey = 'portal.mockPersona';

/** The persona signed in by mock sign-in, while its session lasts. */
export function getMockPersona(): string | null {
  return getAccessToken() ? sessionStore.getItem(personaKey) : null;
}

export function setMockPersona(persona: string | null): void {
  if (persona) sessionStore.setItem(personaKey, persona);
  else sessionStore.removeItem(personaKey);
}

export interface MockTransportOptions {
  /** Waits the spec's delay (spec 9); tests pass a shorter wait. */
  wait?: (milliseconds: number) => Promise<void>;
  /** Reads a file below `/mock/`; the browser's `fetch` by default. */
  readFile?: (file: string) => Promise<string | null>;
}

const sleep = (milliseconds: number) => new Promise<void>((resolve) => setTimeout(resolve, milliseconds));

async function fetchFile(file: string): Promise<string | null> {
  const response = await fetch(new URL(`${mockBaseUrl}${file}`, window.location.origin), {
    headers: { Accept: 'application/json' },
  });
  return response.ok ? response.text() : null;
}

function answer(status: number, body: unknown): Response {
  const text = body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body);
  return new Response(status === 204 ? null : text, {
    status,
    headers: { 'content-type': 'application/json', 'x-request-id': `mock-${crypto.randomUUID()}` },
  });
}

/**
 * Spec 7, mock mode: answers every API call from the files below `/mock/` (see mock-calls.ts for their names)
 * after the spec's delay, with the status the real server gave when the files were generated.
 */
export function createMockTransport({ wait = sleep, readFile = fetchFile }: MockTransportOptions = {}): ApiTransport {
  const indexes = new Map<string, Promise<MockIndex>>();
  const indexOf = (folder: string) => {
    let index = indexes.get(folder);
    if (!index) {
      index = readFile(`${folder}/${mockIndexFile}`).then((text) => (text ? (JSON.parse(text) as MockIndex) : {}));
      indexes.set(folder, index);
    }
    return index;
  };

  return async (url, init) => {
    const { pathname, searchParams } = new URL(url, 'http://mock.invalid');
    const method = init.method ?? 'GET';
    await wait(mockDelayOf(pathname));
    const call = findMockCall(method, pathname);
    if (!call) return answer(404, { error: 'Not Found', message: `Mock mode has no answer for ${method} ${pathname}` });
    if (call.schema === null) return answer(204, undefined);
    const file = mockFilePath(call, pathname, searchParams, getMockPersona());
    if (!file) return answer(401, { error: 'Unauthorized', message: 'Not signed in' });
    const folder = mockFolderOf(file);
    const status = (await indexOf(folder))[file.slice(folder.length + 1)];
    const body = status === undefined ? null : await readFile(file);
    if (status === undefined || body === null) {
      return answer(404, { error: 'Not Found', message: `Mock mode has no file ${file}` });
    }
    return answer(status, body);
  };
}
