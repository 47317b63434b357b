import { endpointPath, failureDescription, getQuickOrderFileEndpoint, type OrderSourceId } from '@portal/contracts';
import { downloadFile, reportError, type DownloadedFile } from '@portal/portal-kit';

export interface QuickOrderRequest {
  customer: string;
  source: OrderSourceId;
  orderId: string;
}

/** Downloads the order's lines as a quick-order CSV file; failures are reported (spec 8). */
export async function downloadQuickOrder({ customer, source, orderId }: QuickOrderRequest): Promise<DownloadedFile> {
  const params = { source, orderId };
  const query = { customer };
  try {
    return await downloadFile(endpointPath(getQuickOrderFileEndpoint, params), {
      query,
      fallbackFileName: `quick-order-${source}-${orderId}.csv`,
    });
  } catch (error) {
    reportError(failureDescription(getQuickOrderFileEndpoint, { params, query }), error);
    throw error;
  }
}
