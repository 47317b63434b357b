import { z } from 'zod';
import {
  clientErrorLimits,
  clientErrorListQuerySchema,
  clientErrorListSchema,
  clientErrorPaths,
  clientErrorReportSchema,
} from '../client-errors.ts';
import { defineEndpoint } from '../endpoint.ts';

/*
 * The Content-Security-Policy report endpoint is not declared here: browsers call it, never the portal, with a
 * body the server reads loosely (server/src/modules/client-errors/csp-reports.ts).
 */

const tag = 'client errors';

export const reportClientErrorEndpoint = defineEndpoint({
  id: 'reportClientError',
  method: 'POST',
  path: clientErrorPaths.report,
  access: 'public',
  tag,
  summary: 'Report an error the portal met in the browser (public; a valid bearer token names the user)',
  description:
    'The spec\'s error event (`id: "error"`, `asset: "BE"`) with the page and, for a failed API call, its ' +
    '`x-request-id` as `requestId`. Stored and logged at warn with `failedRequestId`. An invalid or expired ' +
    `token is ignored. Bodies over ${clientErrorLimits.bodyBytes} bytes: 413.`,
  body: clientErrorReportSchema,
  response: z.null().describe('Stored'),
  status: 204,
  refusals: [413, 415, 429],
  // Never reported in turn: a failing report must not report itself in a loop.
  errorDescription: 'Error reporting an error',
});

export const listClientErrorsEndpoint = defineEndpoint({
  id: 'listClientErrors',
  method: 'GET',
  path: clientErrorPaths.list,
  access: 'portal',
  tag,
  summary: 'The latest browser errors and CSP violations, newest first (admin tool permission)',
  query: clientErrorListQuerySchema,
  response: clientErrorListSchema,
  errorDescription: 'Error getting the client errors',
});
