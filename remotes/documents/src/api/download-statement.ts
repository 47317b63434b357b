import { endpointPath, failureDescription, getAccountStatementEndpoint, type StatementFormat } from '@portal/contracts';
import { downloadFile, reportError, type DownloadProgress, type DownloadedFile } from '@portal/portal-kit';

/** Saves the statement of account for a period, streamed by the server; failures are reported (spec 8). */
export async function downloadStatement(
  customer: string,
  period: { from: string; to: string },
  format: StatementFormat,
  options: { signal?: AbortSignal; onProgress?: (progress: DownloadProgress) => void } = {},
): Promise<DownloadedFile> {
  const query = { customer, ...period, format };
  try {
    return await downloadFile(endpointPath(getAccountStatementEndpoint), {
      query,
      ...options,
      fallbackFileName: `statement-${customer}-${period.from}-${period.to}.${format}`,
    });
  } catch (error) {
    if (!options.signal?.aborted) reportError(failureDescription(getAccountStatementEndpoint, { query }), error);
    throw error;
  }
}
