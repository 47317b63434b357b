import type { ApiError } from '@portal/contracts';
import { publish } from './events.ts';
import { getAccessToken, isAccessTokenMissingOrExpired } from './session.ts';

/** A failed call: the HTTP status and the server's `{ error, message, details? }` body when it sent one. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly body: Partial<ApiError> & Record<string, unknown>;
  /** The server's `x-request-id` for this call, when it sent one. */
  readonly requestId: string | undefined;

  constructor(status: number, body: Partial<ApiError> & Record<string, unknown>, requestId?: string) {
    super(body.message ?? `Request failed with status ${status}`);
    this.name = 'ApiRequestError';
    this.status = status;
    this.body = body;
    this.requestId = requestId;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  signal?: AbortSignal;
}

let basePath = '';

/** What sends a call: `fetch` unless the host installs another (mock mode answers from files in the browser). */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport | null = null;

/** Replaces `fetch` for every API call (null restores it). Host-only: mock mode installs its file-backed transport. */
export function setApiTransport(next: ApiTransport | null): void {
  transport = next;
}

/** Set once at start-up from the runtime configuration; calls then go to `${basePath}${path}`. */
export function configureApiClient(options: { basePath: string }): void {
  basePath = options.basePath.replace(/\/$/, '');
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  const url = new URL(`${basePath}${path}`, window.location.origin);
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(name, String(value));
  }
  return url.href;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  return response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
}

/**
 * The one way the portal calls its API. JSON in and out, the bearer token when one is stored, and the
 * spec's 401 rule in one place: a 401 while the stored token is missing or expired signs the user out.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Cache-Control': 'no-cache',
    'X-Requested-With': 'XMLHttpRequest',
  };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const token = getAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  const response = await (transport ?? fetch)(buildUrl(path, options.query), {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    credentials: 'same-origin',
    signal: options.signal,
  });
  const body = await readBody(response);
  if (response.ok) return body as T;

  if (response.status === 401 && isAccessTokenMissingOrExpired()) publish('logout', undefined);
  throw new ApiRequestError(
    response.status,
    typeof body === 'object' && body !== null ? (body as ApiRequestError['body']) : { message: String(body ?? '') },
    response.headers.get('x-request-id') ?? undefined,
  );
}
