import {
  downloadReportEndpoint,
  endpointPath,
  failureDescription,
  type ReportFilter,
  type ReportFormat,
  type ReportSlug,
} from '@portal/contracts';
import { downloadFile, reportError, type DownloadedFile } from '@portal/portal-kit';

/** Downloads a report's rows as XLSX or CSV; failures are reported (spec 8) and rethrown. */
export async function downloadReport(
  customer: string,
  slug: ReportSlug,
  filter: ReportFilter,
  format: ReportFormat,
): Promise<DownloadedFile> {
  const input = { params: { slug }, query: { customer, ...filter, format } };
  try {
    return await downloadFile(endpointPath(downloadReportEndpoint, input.params), {
      query: input.query,
      fallbackFileName: `${slug}-${customer}.${format}`,
    });
  } catch (error) {
    reportError(failureDescription(downloadReportEndpoint, input), error);
    throw error;
  }
}
