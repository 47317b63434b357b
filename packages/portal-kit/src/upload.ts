import { ApiRequestError, buildUrl, credentialHeaders, handleRefusal, type RequestOptions } from './api-client.ts';

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
 * Sends a multipart form (files and fields) to the API with the bearer token and reports the upload's progress,
 * which `fetch` cannot: through XMLHttpRequest. Answers the JSON body; a refusal throws `ApiRequestError` with
 * the server's `{ error, message, details }`, and the spec's 401 rule applies as for every call.
 */
export function uploadForm<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
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
      handleRefusal(request.status, body);
      reject(
        new ApiRequestError(
          request.status,
          typeof body === 'object' && body !== null ? (body as ApiRequestError['body']) : {},
          request.getResponseHeader('x-request-id') ?? undefined,
        ),
      );
    });
    request.addEventListener('error', () => reject(new ApiRequestError(0, { message: 'The upload failed' })));
    request.addEventListener('abort', () => reject(new DOMException('The upload was cancelled', 'AbortError')));
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}
