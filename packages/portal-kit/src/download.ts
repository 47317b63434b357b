import {
  buildUrl,
  credentialHeaders,
  readBody,
  refusal,
  sendThroughTransport,
  type RequestOptions,
} from './api-client.ts';

/** How far a download is: bytes received, and the size when the server announced it. */
export interface DownloadProgress {
  receivedBytes: number;
  totalBytes: number | null;
}

export interface DownloadOptions {
  query?: RequestOptions['query'];
  signal?: AbortSignal;
  onProgress?: (progress: DownloadProgress) => void;
  /** The name to save under when the server does not name the file. */
  fallbackFileName: string;
}

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** The file name of `Content-Disposition` (RFC 6266: `filename*` in UTF-8 wins over `filename`). */
export function fileNameOf(contentDisposition: string | null): string | null {
  if (!contentDisposition) return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(contentDisposition);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // A malformed encoded name: fall back to the plain one.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(contentDisposition);
  return plain?.[1]?.trim() ?? null;
}

async function readWithProgress(response: Response, onProgress: DownloadOptions['onProgress']): Promise<Blob> {
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  const announced = Number(response.headers.get('content-length'));
  const totalBytes = Number.isFinite(announced) && announced > 0 ? announced : null;
  if (!response.body) return new Blob([await response.arrayBuffer()], { type });
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let receivedBytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value as Uint8Array<ArrayBuffer>);
    receivedBytes += value.byteLength;
    onProgress?.({ receivedBytes, totalBytes });
  }
  return new Blob(chunks, { type });
}

/**
 * Fetches a file from the API with the bearer token (a plain link cannot send it), reporting progress as the
 * body streams in. Failures are `ApiRequestError`s like any call, and the 401 rule applies.
 */
export async function fetchFile(path: string, options: DownloadOptions): Promise<DownloadedFile> {
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest', ...credentialHeaders() };
  const response = await sendThroughTransport(buildUrl(path, options.query), {
    headers,
    credentials: 'same-origin',
    signal: options.signal,
  });
  if (!response.ok) {
    const body = await readBody(response).catch(() => undefined);
    throw refusal(response.status, body, response.headers.get('x-request-id') ?? undefined);
  }
  const blob = await readWithProgress(response, options.onProgress);
  return { blob, fileName: fileNameOf(response.headers.get('content-disposition')) ?? options.fallbackFileName };
}

/** Hands a fetched file to the browser's download (the object URL is released once the click is handled). */
export function saveFile({ blob, fileName }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** `fetchFile` then `saveFile`. */
export async function downloadFile(path: string, options: DownloadOptions): Promise<DownloadedFile> {
  const file = await fetchFile(path, options);
  saveFile(file);
  return file;
}
