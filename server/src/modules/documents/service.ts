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
import { customerAccessOf, findCustomer } from '../accounts/index.ts';

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
 * with the document permission and at least one type's flag there.
 */
export async function documentAccess(request: FastifyRequest, customerId: string): Promise<DocumentAccess> {
  const { permissions } = await customerAccessOf(request, customerId);
  const { types, pdf } = accessFrom(permissions);
  if (!permissions.document || types.size === 0) {
    throw httpError(403, `You may not see the documents of customer ${customerId}.`);
  }
  const customer = await findCustomer(request.server.db, customerId);
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

/**
 * `documentAccess` for each sold-to a list across accounts names (ADR 063): 403 naming the first the caller may not
 * touch or lacks the permission in (refused, not left out, so a view never quietly shows less than it names).
 */
export function documentsAccess(request: FastifyRequest, customerIds: readonly string[]): Promise<DocumentAccess[]> {
  return Promise.all(customerIds.map((customerId) => documentAccess(request, customerId)));
}

/** 403 unless the caller may see documents of `type`. */
export function assertType(access: DocumentAccess, type: DocumentType): void {
  if (!access.types.has(type)) throw httpError(403, `You may not see documents of type ${type}.`);
}

/** 403 unless the caller may have documents as PDF files (downloads, zips and mails). */
export function assertPdf(access: DocumentAccess): void {
  if (!access.pdf) throw httpError(403, 'You may not download document PDFs.');
}
