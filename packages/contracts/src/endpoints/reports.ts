import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import {
  reportDownloadQuerySchema,
  reportListQuerySchema,
  reportListSchema,
  reportParamsSchema,
  reportQuerySchema,
  reportResultSchema,
} from '../reports.ts';

/** Reports (issue 13): the reports a sold-to's user may open, one report's figures, and its download. */

const tag = 'reports';
const section = 'report';

export const getReportsEndpoint = defineEndpoint({
  id: 'getReports',
  method: 'GET',
  path: '/priv/api/v1/reports',
  access: 'portal',
  tag,
  section,
  summary: 'The reports the caller may open for the sold-to',
  query: reportListQuerySchema,
  response: reportListSchema,
  refusals: [404],
  errorDescription: 'Error getting the reports of customer {customer}',
});

export const getReportEndpoint = defineEndpoint({
  id: 'getReport',
  method: 'GET',
  path: '/priv/api/v1/reports/:slug',
  access: 'portal',
  tag,
  section,
  summary: "One report of the sold-to's orders for the filters: columns, rows and the chart's series",
  description: 'Money is summed per currency, never across currencies.',
  params: reportParamsSchema,
  query: reportQuerySchema,
  response: reportResultSchema,
  refusals: [404],
  errorDescription: 'Error getting the report {slug}',
});

/** Not called through `callEndpoint` (a file): the portal downloads it with the declaration's path. */
export const downloadReportEndpoint = defineEndpoint({
  id: 'downloadReport',
  method: 'GET',
  path: '/priv/api/v1/reports/:slug/download',
  access: 'portal',
  tag,
  section,
  summary: "One report's rows as an XLSX workbook or a CSV file (reportDownload)",
  description:
    'The report’s table for a spreadsheet, in the caller’s language: column names, brand names, months as dates, ' +
    'amounts as numbers (in XLSX in the row’s currency, with a frozen, filtered header row). CSV text cells that ' +
    'start like a formula (=, +, -, @, tab, CR) begin with a quote.',
  params: reportParamsSchema,
  query: reportDownloadQuerySchema,
  mediaTypes: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/csv'],
  response: z
    .string()
    .describe('The file: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, or text/csv'),
  refusals: [404],
  errorDescription: 'Error downloading the report {slug}',
});
