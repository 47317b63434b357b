import { z } from 'zod';

/** Where the portal reports what went wrong in the browser. */
export const clientErrorPaths = {
  /** Spec 3 "Error event" as the portal reports it; public, because errors happen before sign-in too. */
  report: '/pub/api/v1/client-errors',
  /** Content-Security-Policy violation reports (the `report-uri` and `report-to` endpoint). */
  cspReport: '/pub/api/v1/csp-reports',
  /** What operators read: the latest stored records, newest first. */
  list: '/api/admin/client-errors',
} as const;

export const clientErrorLimits = {
  descriptionLength: 500,
  techInfoLength: 8000,
  pageLength: 2000,
  requestIdLength: 100,
  /** Largest request body the report endpoints accept, in bytes. */
  bodyBytes: 16 * 1024,
} as const;

/** `POST /pub/api/v1/client-errors`: the spec's error event plus where it happened. */
export const clientErrorReportSchema = z.object({
  id: z.literal('error'),
  asset: z.literal('BE'),
  description: z.string().trim().min(1).max(clientErrorLimits.descriptionLength),
  techInfo: z.string().max(clientErrorLimits.techInfoLength),
  /** The portal path the user was on (no query string: it may carry tokens). */
  // A pattern, not zod's startsWith: that one becomes the format `starts_with`, which OpenAPI does not know.
  page: z.string().regex(/^\//, 'must start with /').max(clientErrorLimits.pageLength),
  /** The `x-request-id` of the failed API call, to find the server's log lines for it. */
  requestId: z.string().max(clientErrorLimits.requestIdLength).optional(),
});
export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;

export const clientErrorKinds = ['error', 'csp-violation'] as const;

/** One stored record, as `GET /api/admin/client-errors` lists it. */
export const clientErrorRecordSchema = z.object({
  id: z.string(),
  kind: z.enum(clientErrorKinds),
  receivedAt: z.string(),
  description: z.string(),
  techInfo: z.string(),
  page: z.string().nullable(),
  requestId: z.string().nullable(),
  userId: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type ClientErrorRecord = z.infer<typeof clientErrorRecordSchema>;

export const clientErrorListQuerySchema = z.object({
  kind: z.enum(clientErrorKinds).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const clientErrorListSchema = z.object({ items: z.array(clientErrorRecordSchema) });
export type ClientErrorList = z.infer<typeof clientErrorListSchema>;
