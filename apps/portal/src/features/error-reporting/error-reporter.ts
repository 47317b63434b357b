import { clientErrorLimits, type ClientErrorReport } from '@portal/contracts';
import { subscribe, type ErrorEvent } from '@portal/portal-kit';
import { trackError } from '../../lib/analytics/tracking.ts';
import { sendErrorReport } from './api/send-error-report.ts';

/** The same failure within this time is one report: a failing query re-rendered many times says nothing new. */
export const duplicateWindowMs = 10_000;
/** A page stuck in a failure loop must not flood the service. */
export const maxReportsPerPageLoad = 20;

function truncate(text: string, length: number): string {
  return text.length > length ? text.slice(0, length) : text;
}

/** The report as the endpoint accepts it: the page without its query (it may carry tokens), texts within limits. */
export function toClientErrorReport(event: ErrorEvent, page: string): ClientErrorReport {
  const report: ClientErrorReport = {
    id: 'error',
    asset: 'BE',
    description: truncate(event.description.trim(), clientErrorLimits.descriptionLength),
    techInfo: truncate(event.techInfo, clientErrorLimits.techInfoLength),
    page: truncate(page, clientErrorLimits.pageLength),
  };
  if (event.requestId) report.requestId = truncate(event.requestId, clientErrorLimits.requestIdLength);
  return report;
}

/**
 * Spec 8, "reported to an error-reporting service": every `error` event (portal-kit's `reportError`) goes to
 * the server's client-error endpoint, and to the tag manager while the user consents to analytics. Started
 * once per page load, in main.tsx; returns the function that stops it.
 */
export function startErrorReporter(): () => void {
  const lastSeen = new Map<string, number>();
  let sent = 0;
  return subscribe('error', (event) => {
    const now = Date.now();
    for (const [key, at] of lastSeen) if (now - at >= duplicateWindowMs) lastSeen.delete(key);
    const key = `${event.description}\n${event.techInfo}`;
    if (lastSeen.has(key)) return;
    lastSeen.set(key, now);

    trackError(event);
    if (sent >= maxReportsPerPageLoad || !event.description.trim()) return;
    sent += 1;
    void sendErrorReport(toClientErrorReport(event, window.location.pathname));
  });
}
