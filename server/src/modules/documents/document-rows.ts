import type { DocumentStatus, DocumentSummary, DocumentType } from '@portal/contracts';
import type { billingDocuments } from '../../db/schema/index.ts';

/** A row of the portal's billing table as the documents store reads it, and how it becomes a list item. */

export type DocumentRow = typeof billingDocuments.$inferSelect;

export const money = (value: string) => Number(value);

/** The status as the portal shows it: overdue is open or partially paid after the due date. */
export function statusOf(row: Pick<DocumentRow, 'status' | 'dueDate'>, today: string): DocumentStatus {
  if (row.status !== 'paid' && row.dueDate !== null && row.dueDate < today) return 'overdue';
  return row.status as DocumentStatus;
}

export function summaryOf(row: DocumentRow, today: string): DocumentSummary {
  return {
    type: row.type as DocumentType,
    documentId: row.documentId,
    customerId: row.customerId,
    brandId: row.brandId,
    issueDate: row.issueDate,
    dueDate: row.dueDate,
    currency: row.currency,
    netAmount: money(row.netAmount),
    taxAmount: money(row.taxAmount),
    grossAmount: money(row.grossAmount),
    openAmount: money(row.openAmount),
    status: statusOf(row, today),
  };
}
