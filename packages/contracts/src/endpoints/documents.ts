import { z } from 'zod';
import {
  accountSummaryQuerySchema,
  accountSummarySchema,
  documentCustomerQuerySchema,
  documentTotalsQuerySchema,
  documentTotalsSchema,
  statementQuerySchema,
  documentDetailSchema,
  documentDownloadQuerySchema,
  documentListQuerySchema,
  documentMailBodySchema,
  documentMailResultSchema,
  documentPageSchema,
  documentParamsSchema,
} from '../documents.ts';
import { defineEndpoint } from '../endpoint.ts';

/**
 * Billing documents (issue 14): a sold-to's invoices, credit notes and payments, one with its lines, its PDF, several
 * PDFs as a zip, and sending them by e-mail. Every call names the sold-to (`customer`) and checks the document
 * permission and the flag of each type it touches (documentInvoice, documentCreditNote, documentPayment).
 */

const tag = 'documents';
const section = 'documents';

export const getDocumentsEndpoint = defineEndpoint({
  id: 'getDocuments',
  method: 'GET',
  path: '/priv/api/v1/documents',
  access: 'portal',
  tag,
  section,
  summary: "A page of the sold-to's documents of one type, newest first, filtered by status, issue date and q",
  description:
    '`q` matches part of the document number or of a covered order’s number. A type the caller lacks the flag ' +
    'for is 403. `totalElements` counts at most 10,000 documents (`totalCapped` says when more match). ' +
    '`customer` may name several sold-tos, comma-separated (`1000102,1000103`): each must be the caller’s with the permission, else 403 naming it; their documents are merged newest first, each naming its sold-to.',
  query: documentListQuerySchema,
  response: documentPageSchema,
  refusals: [404],
  errorDescription: 'Error getting the documents of customer {customer}',
});

export const getDocumentTotalsEndpoint = defineEndpoint({
  id: 'getDocumentTotals',
  method: 'GET',
  path: '/priv/api/v1/documents/totals',
  access: 'portal',
  tag,
  section,
  summary: 'Per-currency totals (count, gross, open) of all documents of one type the list filters match',
  description:
    'The same filters as the list, without paging, over every sold-to named; a type the caller lacks the flag for ' +
    'is 403.',
  query: documentTotalsQuerySchema,
  response: documentTotalsSchema,
  refusals: [404],
  errorDescription: 'Error getting the document totals of customer {customer}',
});

export const getAccountSummaryEndpoint = defineEndpoint({
  id: 'getAccountSummary',
  method: 'GET',
  path: '/priv/api/v1/documents/summary',
  access: 'portal',
  tag,
  section,
  summary: 'The account summary: per currency the open balance, overdue, aging and credit limit; items due, payments',
  description:
    'Needs the document and documentInvoice permissions; the last payments are listed only with documentPayment. ' +
    'Overdue and aging are read against today (UTC). Several sold-tos (comma-separated, each checked) answer their ' +
    'figures and credit limits added up per currency.',
  query: accountSummaryQuerySchema,
  response: accountSummarySchema,
  refusals: [404],
  errorDescription: 'Error getting the account summary of customer {customer}',
});

/** Not called through `callEndpoint` (its answer is a file): the portal downloads it with the declaration's path. */
export const getAccountStatementEndpoint = defineEndpoint({
  id: 'getAccountStatement',
  method: 'GET',
  path: '/priv/api/v1/documents/statement',
  access: 'portal',
  tag,
  section,
  summary: 'Statement of account for a period as PDF, XLSX or CSV, streamed',
  description:
    'Per currency: the opening balance, each invoice, credit note and payment issued in the period with the ' +
    'running balance, and the closing balance. Needs the three document type flags; the PDF also ' +
    'downloadDocumentPdf. The period is at most three years.',
  query: statementQuerySchema,
  mediaTypes: ['application/pdf', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/csv'],
  response: z.string().describe('The file: PDF, XLSX or CSV'),
  refusals: [404],
  errorDescription: 'Error getting the statement of account of customer {customer}',
});

/**
 * Not called through `callEndpoint` (its answer is a file): the portal downloads it with the declaration's path.
 * Declared before the one-document path so that `download` is not read as a type.
 */
export const downloadDocumentsEndpoint = defineEndpoint({
  id: 'downloadDocuments',
  method: 'GET',
  path: '/priv/api/v1/documents/download',
  access: 'portal',
  tag,
  section,
  summary: 'Several documents’ PDFs as one zip, streamed as each PDF is made (downloadDocumentPdf)',
  description: '`ids`: `type/documentId` entries, comma-separated, at most 100. A document not found is 404.',
  query: documentDownloadQuerySchema,
  mediaTypes: ['application/zip'],
  response: z.string().describe('The file: application/zip'),
  refusals: [404],
  errorDescription: 'Error downloading the documents of customer {customer}',
});

export const getDocumentEndpoint = defineEndpoint({
  id: 'getDocument',
  method: 'GET',
  path: '/priv/api/v1/documents/:type/:documentId',
  access: 'portal',
  tag,
  section,
  summary: 'One document of the sold-to with its parties, lines, tax summary, orders and settlements',
  description: 'A document of another sold-to, or none by that number, answers 404.',
  params: documentParamsSchema,
  query: documentCustomerQuerySchema,
  response: documentDetailSchema,
  refusals: [404],
  errorDescription: 'Error getting the document {documentId}',
});

/** Not called through `callEndpoint` (its answer is a file): the portal fetches it with the declaration's path. */
export const getDocumentPdfEndpoint = defineEndpoint({
  id: 'getDocumentPdf',
  method: 'GET',
  path: '/priv/api/v1/documents/:type/:documentId/pdf',
  access: 'portal',
  tag,
  section,
  summary: 'The document as a PDF in the customer’s language (downloadDocumentPdf)',
  description: 'Letterhead, addresses, lines, totals, tax summary and payment terms.',
  params: documentParamsSchema,
  query: documentCustomerQuerySchema,
  mediaTypes: ['application/pdf'],
  response: z.string().describe('The file: application/pdf'),
  refusals: [404],
  errorDescription: 'Error getting the PDF of document {documentId}',
});

export const sendDocumentsEndpoint = defineEndpoint({
  id: 'sendDocuments',
  method: 'POST',
  path: '/priv/api/v1/documents/send-email',
  access: 'portal',
  tag,
  section,
  summary: 'Sends documents’ PDFs by e-mail, one mail per recipient (downloadDocumentPdf)',
  description:
    'At most 10 recipients and 20 documents; a few sends per user and hour (429 beyond). A document not found ' +
    'is 404 and nothing is sent.',
  query: documentCustomerQuerySchema,
  body: documentMailBodySchema,
  response: documentMailResultSchema,
  refusals: [404, 429],
  errorDescription: 'Error sending the documents of customer {customer} by e-mail',
});
