import {
  documentRefText,
  downloadDocumentsEndpoint,
  endpointPath,
  failureDescription,
  type DocumentRef,
} from '@portal/contracts';
import { downloadFile, reportError, type DownloadProgress, type DownloadedFile } from '@portal/portal-kit';

/** Saves documents' PDFs as one zip, streamed by the server; failures are reported (spec 8). */
export async function downloadDocuments(
  customer: string,
  refs: readonly DocumentRef[],
  options: { signal?: AbortSignal; onProgress?: (progress: DownloadProgress) => void } = {},
): Promise<DownloadedFile> {
  const query = { customer, ids: refs.map(documentRefText).join(',') };
  try {
    return await downloadFile(endpointPath(downloadDocumentsEndpoint), {
      query,
      ...options,
      fallbackFileName: `documents-${customer}.zip`,
    });
  } catch (error) {
    if (!options.signal?.aborted) reportError(failureDescription(downloadDocumentsEndpoint, { query }), error);
    throw error;
  }
}
