import {
  onBehalfSessionEndedReason,
  onBehalfSessionHeader,
  onBehalfWritesOffReason,
  type ApiError,
} from '@portal/contracts';
import { publish } from './events.ts';
import { onBehalfSessionId } from './portal-state.ts';
import { getAccessToken, isAccessTokenMissingOrExpired } from './session.ts';
import { earlyCallsGlobal } from './storage-keys.ts';

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

/**
 * A 404: the record asked for does not exist (an unknown or another customer's id). A page shows it as an answer
 * ("not found"), so it is no failure to report: pass it as `expected` to `callEndpoint`.
 */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 404;
}

/**
 * A 403: the server refuses the signed-in user this data (a privilege missing or taken away on the sold-to since
 * the page opened). A page shows it as a refusal, not as a failure to retry: trying again gets the same answer.
 */
export function isRefusal(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 403;
}

/**
 * A write refused in on-behalf mode because the customer turned off "staff may change data on our behalf" (ADR
 * 058): pages say so instead of a failure to retry.
 */
export function isOnBehalfWritesOff(error: unknown): boolean {
  return isRefusal(error) && (error as ApiRequestError).body.reason === onBehalfWritesOffReason;
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

/** The absolute address of an API path with its query (parameters left undefined are not sent). */
export function buildUrl(path: string, query: RequestOptions['query']): string {
  const url = new URL(`${basePath}${path}`, window.location.origin);
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(name, String(value));
  }
  return url.href;
}

/**
 * A GET the host page's inline script sent before any module ran, with the token then stored (the host's
 * `page-code-preloads.ts`: the signed-in labels and permissions, so the start-up does not wait for its scripts
 * to ask for them). Kept by absolute URL on the global object.
 */
export interface EarlyCall {
  token: string;
  response: Promise<Response>;
}

/**
 * The early answer to this very call, once: same URL and same token, and no on-behalf session (the page's script
 * sends none), or nothing (then the call is sent).
 */
function takeEarlyCall(url: string, token: string | null): Promise<Response> | undefined {
  const calls = (globalThis as Record<string, unknown>)[earlyCallsGlobal] as
    Record<string, EarlyCall | undefined> | undefined;
  const call = calls?.[url];
  if (!calls || !call) return undefined;
  calls[url] = undefined;
  return call.token === token && !onBehalfSessionId() ? call.response : undefined;
}

/** Sends through the installed transport (mock mode) or `fetch`. */
export function sendThroughTransport(url: string, init: RequestInit): Promise<Response> {
  return (transport ?? fetch)(url, init);
}

/**
 * Who a call comes from: the bearer token when one is stored and, in on-behalf mode, the session it is made in.
 * Every way the portal reaches its API (JSON calls, downloads, uploads, the updates stream) sends these.
 */
export function credentialHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const token = getAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const sessionId = onBehalfSessionId();
  if (sessionId) headers[onBehalfSessionHeader] = sessionId;
  return headers;
}

/**
 * The refusals every call handles alike: the spec's 401 rule (a 401 while the stored token is missing or expired
 * signs the user out; a 401 for a token still in date asks the host to renew it), and a 403 saying the on-behalf
 * session has ended, which ends the mode.
 */
export function handleRefusal(status: number, body?: unknown): void {
  if (status === 401) publish(isAccessTokenMissingOrExpired() ? 'logout' : 'accessTokenRejected', undefined);
  const reason = typeof body === 'object' && body !== null ? (body as { reason?: unknown }).reason : undefined;
  if (status === 403 && reason === onBehalfSessionEndedReason) publish('onBehalfSessionEnded', undefined);
}

/**
 * The error a refused call throws, after the refusals every call handles alike (`handleRefusal`): the server's
 * `{ error, message, details }` body, or its text as the message.
 */
export function refusal(status: number, body: unknown, requestId: string | undefined): ApiRequestError {
  handleRefusal(status, body);
  const errorBody =
    typeof body === 'object' && body !== null
      ? (body as ApiRequestError['body'])
      : typeof body === 'string' && body !== ''
        ? { message: body }
        : {};
  return new ApiRequestError(status, errorBody, requestId);
}

export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  return response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
}

/**
 * The one way the portal calls its API. JSON in and out, the credentials (`credentialHeaders`), and the
 * refusals every call handles alike (`handleRefusal`) in one place.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Cache-Control': 'no-cache',
    'X-Requested-With': 'XMLHttpRequest',
  };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  Object.assign(headers, credentialHeaders());
  const token = getAccessToken();

  const url = buildUrl(path, options.query);
  const method = options.method ?? 'GET';
  const send = () =>
    (transport ?? fetch)(url, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: options.signal,
    });
  // Only real GETs: mock mode's transport answers every call itself. A failed early call is sent again.
  const early = method === 'GET' && !transport ? takeEarlyCall(url, token) : undefined;
  const response = early ? await early.catch(send) : await send();
  const body = await readBody(response);
  if (response.ok) return body as T;
  throw refusal(response.status, body, response.headers.get('x-request-id') ?? undefined);
}
