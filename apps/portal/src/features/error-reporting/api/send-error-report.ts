import { reportClientErrorEndpoint, type ClientErrorReport } from '@portal/contracts';
import { getAccessToken } from '@portal/portal-kit';

/**
 * `reportClientError`, at its declared path and method. Plain fetch rather than the API client: `keepalive` lets a report made
 * while the page unloads still arrive, and a failed report must never become a report itself, so it is
 * only logged as a warning.
 */
export async function sendErrorReport(report: ClientErrorReport): Promise<void> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  const token = getAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    const response = await fetch(new URL(reportClientErrorEndpoint.path, window.location.origin), {
      method: reportClientErrorEndpoint.method,
      headers,
      body: JSON.stringify(report),
      credentials: 'same-origin',
      keepalive: true,
    });
    if (!response.ok) console.warn(`The error report was refused (HTTP ${response.status})`);
  } catch (error) {
    console.warn('The error report could not be sent', error);
  }
}
