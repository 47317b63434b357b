import {
  documentTypePermission,
  documentTypes,
  isLanguageId,
  type DerivedPermissions,
  type DocumentType,
  type LanguageId,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { httpError } from '../../lib/http-error.ts';
import { customerAccessOf, findCustomer, findCustomers, type Customer } from '../accounts/index.ts';

/** What the caller may do with a sold-to's documents, once allowed to see any. */
export interface DocumentAccess {
  customerId: string;
  /** The customer's legal name and language: PDFs and mails are written in it. */
  customerName: string;
  language: LanguageId;
  /** The types the caller may see (documentInvoice, documentCreditNote, documentPayment). */
  types: ReadonlySet<DocumentType>;
  /** PDFs, zips and mails: the downloadDocumentPdf permission. */
  pdf: boolean;
  /** The customer's credit limit in its currency (the account summary), when the customer master has one. */
  creditLimit: { amount: number; currency: string } | null;
}

function accessFrom(permissions: DerivedPermissions) {
  return {
    types: new Set(documentTypes.filter((type) => permissions[documentTypePermission[type]])),
    pdf: permissions.downloadDocumentPdf,
  };
}

/**
 * Whether the caller may read the documents of `customerId` (the section gate has already checked the documents
 * section's rule where the caller works now): their own sold-to, or staff the customer of their on-behalf session,
 * with the document permission and at least one type's flag there. Answers the types and the PDF flag; the
 * customer's master data is read by the caller of this.
 */
async function permittedDocuments(request: FastifyRequest, customerId: string) {
  const { permissions } = await customerAccessOf(request, customerId);
  const { types, pdf } = accessFrom(permissions);
  if (!permissions.document || types.size === 0) {
    throw httpError(403, `You may not see the documents of customer ${customerId}.`);
  }
  return { types, pdf };
}

function accessOf(
  customerId: string,
  customer: Customer | undefined,
  { types, pdf }: Pick<DocumentAccess, 'types' | 'pdf'>,
): DocumentAccess {
  if (!customer) throw httpError(404, `Customer ${customerId} does not exist.`);
  return {
    customerId,
    customerName: customer.legalName,
    language: isLanguageId(customer.language) ? customer.language : 'en',
    types,
    pdf,
    creditLimit:
      customer.creditLimit !== null && customer.currency
        ? { amount: Number(customer.creditLimit), currency: customer.currency }
        : null,
  };
}

/** `permittedDocuments` for one sold-to, with its master data (404 for a customer that does not exist). */
export async function documentAccess(request: FastifyRequest, customerId: string): Promise<DocumentAccess> {
  const permitted = await permittedDocuments(request, customerId);
  return accessOf(customerId, await findCustomer(request.server.db, customerId), permitted);
}

/**
 * `documentAccess` for each sold-to a list across accounts names (ADR 063): 403 naming the first the caller may not
 * touch or lacks the permission in (refused, not left out, so a view never quietly shows less than it names). The
 * sold-tos' master data is read in one query, not one per sold-to (ADR 072).
 */
export async function documentsAccess(
  request: FastifyRequest,
  customerIds: readonly string[],
): Promise<DocumentAccess[]> {
  const permitted: Array<[string, Pick<DocumentAccess, 'types' | 'pdf'>]> = [];
  for (const customerId of customerIds) permitted.push([customerId, await permittedDocuments(request, customerId)]);
  const found = await findCustomers(request.server.db, customerIds);
  return permitted.map(([customerId, each]) => accessOf(customerId, found.get(customerId), each));
}

/**
 * 403 unless the caller may see documents of `type` of every sold-to named, the first refused named. What a list
 * needs: the sold-tos' master data is not read (ADR 081).
 */
export async function assertTypeFor(request: FastifyRequest, customerIds: readonly string[], type: DocumentType) {
  for (const customerId of customerIds) {
    if (!(await permittedDocuments(request, customerId)).types.has(type)) {
      throw httpError(403, `You may not see documents of type ${type}.`);
    }
  }
}

/** 403 unless the caller may see documents of `type`. */
export function assertType(access: DocumentAccess, type: DocumentType): void {
  if (!access.types.has(type)) throw httpError(403, `You may not see documents of type ${type}.`);
}

/** 403 unless the caller may have documents as PDF files (downloads, zips and mails). */
export function assertPdf(access: DocumentAccess): void {
  if (!access.pdf) throw httpError(403, 'You may not download document PDFs.');
}
