import type { DocumentDetail, DocumentFilter, DocumentPage, DocumentRef, DocumentType } from '@portal/contracts';

/**
 * Where the portal reads billing documents from: the seam between the documents routes and the group's billing
 * system, shaped like the orders' `OrderSource` (ADR 022).
 *
 * The default is `postgresDocumentSource` (store.ts): the portal's own `billing_documents` table, which the demo seed
 * fills from the demo orders and an integration job may keep in step with the billing system. To read the billing
 * system live instead, implement this interface and hand it to the app: `buildApp({ ..., documentSource })`. Routes,
 * authorization, PDFs, zips, mails and the UI stay as they are.
 *
 * What the portal relies on (the routes check who may ask and which types; the source only answers):
 * - Every method is scoped to one sold-to (`customerId`) and never returns another sold-to's documents: those are
 *   `undefined` / left out, exactly as if they did not exist (the route answers 404).
 * - `list`: one type, newest issue date first, ties by document number descending, so pages do not overlap.
 *   `filter` values arrive validated (contracts' `documentListQuerySchema`); `q` (trimmed, may be empty) matches part
 *   of the document number or of a covered order's number, case-insensitively; `from`/`to` are inclusive issue
 *   dates. `status: 'overdue'` means open or partially paid with a due date before `today`, and `open` /
 *   `partially_paid` then mean not yet due; each item's `status` says the same. `totalElements` may stop counting at
 *   `documentCountCap` (then `totalCapped: true`).
 * - `detail`: the document with its parties, lines (by line number), tax summary, orders and settlements.
 * - `existing`: which of the named documents the sold-to has (for zips and mails, checked before anything is sent).
 * - Errors thrown are answered as 500 and logged with the request id; nothing of them reaches the caller.
 */
export interface DocumentSource {
  list(
    customerId: string,
    type: DocumentType,
    filter: DocumentFilter,
    page: { pageNumber: number; pageSize: number },
  ): Promise<DocumentPage>;
  detail(customerId: string, type: DocumentType, documentId: string): Promise<DocumentDetail | undefined>;
  existing(customerId: string, refs: readonly DocumentRef[]): Promise<DocumentRef[]>;
}
