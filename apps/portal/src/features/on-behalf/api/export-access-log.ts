import { endpointPath, exportAccessLogEndpoint, failureDescription, type AccessLogFilter } from '@portal/contracts';
import { downloadFile, reportError, type DownloadedFile } from '@portal/portal-kit';
import { useMutation } from '@tanstack/react-query';

/** Downloads the log of the filters given as a CSV file the browser saves; failures are reported (spec 8). */
export async function exportAccessLog(filter: AccessLogFilter): Promise<DownloadedFile> {
  try {
    return await downloadFile(endpointPath(exportAccessLogEndpoint), {
      query: filter,
      fallbackFileName: 'access-log.csv',
    });
  } catch (error) {
    reportError(failureDescription(exportAccessLogEndpoint, { query: filter }), error);
    throw error;
  }
}

export function useExportAccessLog() {
  return useMutation({ mutationFn: exportAccessLog });
}
