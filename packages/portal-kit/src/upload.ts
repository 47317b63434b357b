import {
  ApiRequestError,
  buildUrl,
  credentialHeaders,
  readBody,
  refusal,
  type ApiTransport,
  type RequestOptions,
} from './api-client.ts';

/** How far an upload is: bytes sent of the whole body. */
export interface UploadProgress {
  sentBytes: number;
  totalBytes: number;
}

export interface UploadOptions {
  method?: 'POST' | 'PUT';
  query?: RequestOptions['query'];
  signal?: AbortSignal;
  onProgress?: (progress: UploadProgress) => void;
}

/**
 * The page's upload transport, kept on the global object: every copy of portal-kit (the host's and each remote's
 * bundled one) reads the same. Only mock mode sets it.
 */
export const uploadTransportGlobal = '__portalUploadTransport';

/**
 * Sends every upload through `transport` instead of XMLHttpRequest (null restores it). Host-only: mock mode
 * installs its file-backed transport, so uploads are answered in the browser like every other call.
 */
export function setUploadTransport(transport: ApiTransport | null): void {
  (globalThis as Record<string, unknown>)[uploadTransportGlobal] = transport ?? undefined;
}

function installedUploadTransport(): ApiTransport | undefined {
  return (globalThis as Record<string, unknown>)[uploadTransportGlobal] as ApiTransport | undefined;
}

/** The size of a form's body: its files' bytes and its fields' characters (what the progress counts). */
function formSize(form: FormData): number {
  let size = 0;
  for (const [, value] of form.entries()) size += typeof value === 'string' ? value.length : value.size;
  return size;
}

/**
 * Through an installed transport (mock mode): nothing goes over the network, so the whole form counts as sent
 * once the transport has it; then the answer as from the server.
 */
async function uploadThrough<T>(
  transport: ApiTransport,
  url: string,
  form: FormData,
  options: UploadOptions,
): Promise<T> {
  const totalBytes = formSize(form);
  options.onProgress?.({ sentBytes: 0, totalBytes });
  const answer = transport(url, {
    method: options.method ?? 'POST',
    headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest', ...credentialHeaders() },
    body: form,
    credentials: 'same-origin',
    ...(options.signal ? { signal: options.signal } : {}),
  });
  options.onProgress?.({ sentBytes: totalBytes, totalBytes });
  const response = await answer;
  options.signal?.throwIfAborted();
  const body = await readBody(response).catch(() => undefined);
  if (response.ok) return body as T;
  throw refusal(response.status, body, response.headers.get('x-request-id') ?? undefined);
}

/**
 * Sends a multipart form (files and fields) to the API with the bearer token and reports the upload's progress,
 * which `fetch` cannot: through XMLHttpRequest (or the installed upload transport, see `setUploadTransport`).
 * Answers the JSON body; a refusal throws `ApiRequestError` with the server's `{ error, message, details }`, and
 * the spec's 401 rule applies as for every call.
 */
export function uploadForm<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  const transport = installedUploadTransport();
  if (transport) return uploadThrough<T>(transport, buildUrl(path, options.query), form, options);
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(options.method ?? 'POST', buildUrl(path, options.query));
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    for (const [name, value] of Object.entries(credentialHeaders())) request.setRequestHeader(name, value);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) options.onProgress?.({ sentBytes: event.loaded, totalBytes: event.total });
    });
    request.addEventListener('load', () => {
      let body: unknown;
      try {
        body = request.responseText ? JSON.parse(request.responseText) : undefined;
      } catch {
        body = { message: request.responseText };
      }
      if (request.status >= 200 && request.status < 300) {
        resolve(body as T);
        return;
      }
      reject(refusal(request.status, body, request.getResponseHeader('x-request-id') ?? undefined));
    });
    request.addEventListener('error', () => reject(new ApiRequestError(0, { message: 'The upload failed' })));
    request.addEventListener('abort', () => reject(new DOMException('The upload was cancelled', 'AbortError')));
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}
