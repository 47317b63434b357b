import { clientErrorLimits } from '@portal/contracts';
import { z } from 'zod';

/** An address without its query string and fragment. */
export function withoutQuery(address: string): string {
  return address.split(/[?#]/, 1)[0] ?? '';
}

/**
 * Content-Security-Policy violation reports as browsers send them, read loosely: fields not named here are kept
 * as they come, named strings are cut to a length (a long URL must not cost the whole report), numbers may come
 * as strings, and what a browser does not know may be missing or null. The body limit of the route bounds all of
 * it.
 */
const text = (max: number) => z.string().transform((value) => value.slice(0, max));
const url = text(clientErrorLimits.pageLength);
/** The page's own address loses query and fragment: a public link's token must not end up in the table. */
const pageUrl = z.string().transform((value) => withoutQuery(value).slice(0, clientErrorLimits.pageLength));
const directive = text(200);
const numberish = z.union([z.number(), text(20)]);

/** `report-uri`: `Content-Type: application/csp-report`, one violation per request (CSP level 2). */
const reportUriSchema = z.looseObject({
  'csp-report': z.looseObject({
    'document-uri': pageUrl.nullish(),
    referrer: pageUrl.nullish(),
    'violated-directive': directive.nullish(),
    'effective-directive': directive.nullish(),
    'original-policy': text(clientErrorLimits.techInfoLength).nullish(),
    'blocked-uri': url.nullish(),
    'source-file': url.nullish(),
    'line-number': numberish.nullish(),
    'column-number': numberish.nullish(),
    'status-code': numberish.nullish(),
    'script-sample': text(200).nullish(),
    disposition: text(20).nullish(),
  }),
});

/** One report of the Reporting API whose type is `csp-violation` (CSP level 3). */
const reportToViolationSchema = z.looseObject({
  type: z.literal('csp-violation'),
  age: z.number().nullish(),
  url: pageUrl.nullish(),
  user_agent: text(500).nullish(),
  body: z.looseObject({
    documentURL: pageUrl.nullish(),
    referrer: pageUrl.nullish(),
    blockedURL: url.nullish(),
    effectiveDirective: directive.nullish(),
    originalPolicy: text(clientErrorLimits.techInfoLength).nullish(),
    sourceFile: url.nullish(),
    sample: text(200).nullish(),
    disposition: text(20).nullish(),
    statusCode: numberish.nullish(),
    lineNumber: numberish.nullish(),
    columnNumber: numberish.nullish(),
  }),
});

type ReportToViolation = z.infer<typeof reportToViolationSchema>;

/** Reports of other types the same endpoint may be named for (deprecation, intervention, ...): ignored. */
const otherReportSchema = z.looseObject({
  type: z
    .string()
    .max(100)
    .refine((type) => type !== 'csp-violation'),
});

/** `report-to`: `Content-Type: application/reports+json`, an array of reports (the Reporting API). */
const reportToSchema = z.array(z.union([reportToViolationSchema, otherReportSchema])).max(100);

export const cspReportBodySchema = z.union([reportUriSchema, reportToSchema]);
export type CspReportBody = z.infer<typeof cspReportBodySchema>;

/** One violation, whichever way it came. */
export interface CspViolation {
  documentUrl: string | null | undefined;
  directive: string | null | undefined;
  blocked: string | null | undefined;
  disposition: string | null | undefined;
  /** The report as received, for `techInfo`. */
  report: unknown;
}

export function cspViolationsOf(body: CspReportBody): CspViolation[] {
  if (!Array.isArray(body)) {
    const report = body['csp-report'];
    return [
      {
        documentUrl: report['document-uri'],
        // CSP 2 browsers name the whole directive ("script-src 'self'"), later ones also the effective one.
        directive: report['effective-directive'] ?? report['violated-directive']?.split(' ')[0],
        blocked: report['blocked-uri'],
        disposition: report.disposition,
        report: body,
      },
    ];
  }
  return body
    .filter((report): report is ReportToViolation => report.type === 'csp-violation')
    .map((report) => ({
      documentUrl: report.body.documentURL ?? report.url,
      directive: report.body.effectiveDirective,
      blocked: report.body.blockedURL,
      disposition: report.body.disposition,
      report,
    }));
}

/** `CSP violation: script-src-elem blocked https://evil.example/x.js`, `(report only)` for report-only policies. */
export function describeViolation(violation: CspViolation): string {
  const reportOnly = violation.disposition === 'report' ? ' (report only)' : '';
  const description = `CSP violation: ${violation.directive || '(unknown directive)'} blocked ${violation.blocked || '(unknown)'}${reportOnly}`;
  return description.slice(0, clientErrorLimits.descriptionLength);
}

/** The path of the page the violation happened on; null for what is no http(s) URL (about:blank, srcdoc). */
export function pageOf(documentUrl: string | null | undefined): string | null {
  const parsed = documentUrl ? URL.parse(documentUrl) : null;
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) return null;
  return parsed.pathname.slice(0, clientErrorLimits.pageLength);
}
