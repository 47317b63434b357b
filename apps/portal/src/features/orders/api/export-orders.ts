import {
  endpointPath,
  exportOrdersEndpoint,
  failureDescription,
  type OrderExportFormat,
  type OrderFilter,
} from '@portal/contracts';
import { downloadFile, reportError, type DownloadProgress, type DownloadedFile } from '@portal/portal-kit';

export interface ExportRequest {
  customer: string;
  filter: OrderFilter;
  format: OrderExportFormat;
  signal?: AbortSignal;
  onProgress?: (progress: DownloadProgress) => void;
}

/** Streams the export of the list's filters into a file the browser saves; failures are reported (spec 8). */
export async function exportOrders({
  customer,
  filter,
  format,
  signal,
  onProgress,
}: ExportRequest): Promise<DownloadedFile> {
  const query = { customer, ...filter, format };
  try {
    return await downloadFile(endpointPath(exportOrdersEndpoint), {
      query,
      signal,
      onProgress,
      fallbackFileName: `orders-${customer}.${format}`,
    });
  } catch (error) {
    if (!signal?.aborted) reportError(failureDescription(exportOrdersEndpoint, { query }), error);
    throw error;
  }
}
