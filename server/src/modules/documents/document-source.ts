import type {
  AgingBucket,
  DocumentDetail,
  DocumentFilter,
  DocumentKey,
  DocumentPage,
  DocumentRef,
  DocumentSummary,
  DocumentTotals,
  DocumentType,
} from '@portal/contracts';

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
 *   `undefined` / left out, exactly as if they did not exist (the route answers 404). `list`, `totals` and
 *   `figures` take the sold-tos of the view across accounts (`customerIds`, one or several, each checked by the
 *   route, ADR 063): a list merged in its order (each item names its sold-to), totals and figures added up.
 * - `list`: one type, newest issue date first, ties by document number descending, so pages do not overlap.
 *   `filter` values arrive validated (contracts' `documentListQuerySchema`); `q` (trimmed, may be empty) matches part
 *   of the document number or of a covered order's number, case-insensitively; `from`/`to` are inclusive issue
 *   dates. `status: 'overdue'` means open or partially paid with a due date before `today`, and `open` /
 *   `partially_paid` then mean not yet due; each item's `status` says the same. `totalElements` may stop counting at
 *   `documentCountCap` (then `totalCapped: true`). `after` (ADR 075), when given, is the sort key of the last
 *   document of the page before: answer the `pageSize` documents that follow it (`pageNumber` then only names the
 *   page); `nextCursor` is `documentCursorOf` the page's last document, null on the last page. A source that cannot
 *   read from a key may ignore `after` and leave `nextCursor` out: the page is then read by `pageNumber`.
 * - `detail`: the document with its parties, lines (by line number), tax summary, orders and settlements.
 * - `existing`: which of the named documents the sold-to has (for zips and mails, checked before anything is sent).
 * - `totals`: per-currency count, gross and open sums of every document `list` would return for the filter (all
 *   pages), so a list can show the totals of its whole filtered set.
 * - `figures` (the account summary, ADR 057): per currency the open balance (invoices' open amounts less credit
 *   notes not yet offset), the open amounts of invoices by aging bucket against `today` (`not_due`: due today or
 *   later or no due date), the overdue sum and counts; the `nextDue` invoices not settled in full, earliest due
 *   date first; the `lastPayments`, newest first. Aggregates, not rows: an ERP may answer from its own ledger.
 * - `statement` (statement of account, ADR 057): per currency the balance before `from` and after `to` (invoices
 *   add their gross amount, credit notes their (negative) gross amount, payments subtract theirs), and the entries
 *   issued in the period in batches, ordered by currency, issue date, type and number, each with its signed effect
 *   on the balance. The caller reads batch after batch and writes each out before asking for the next, so a source
 *   should not read ahead more than a batch.
 * - Errors thrown are answered as 500 and logged with the request id; nothing of them reaches the caller.
 */
export interface DocumentSource {
  list(
    customerIds: readonly string[],
    type: DocumentType,
    filter: DocumentFilter,
    page: { pageNumber: number; pageSize: number; after?: DocumentKey | undefined },
  ): Promise<DocumentPage>;
  detail(customerId: string, type: DocumentType, documentId: string): Promise<DocumentDetail | undefined>;
  existing(customerId: string, refs: readonly DocumentRef[]): Promise<DocumentRef[]>;
  totals(customerIds: readonly string[], type: DocumentType, filter: DocumentFilter): Promise<DocumentTotals['totals']>;
  figures(customerIds: readonly string[], options: FiguresOptions): Promise<AccountFigures>;
  statement(customerId: string, period: StatementPeriod): Promise<StatementSource>;
}

export interface FiguresOptions {
  /** How many items falling due and payments to return. */
  items: number;
  /** Whether to return the last payments (the caller may see payments). */
  payments: boolean;
}

export interface CurrencyBalance {
  currency: string;
  open: number;
  overdue: number;
  overdueCount: number;
  openCount: number;
  aging: Record<AgingBucket, number>;
}

export interface AccountFigures {
  /** The day overdue and aging were read against. */
  asOf: string;
  /** Currencies with open items, by currency code. */
  currencies: CurrencyBalance[];
  nextDue: DocumentSummary[];
  lastPayments: DocumentSummary[];
}

export interface StatementPeriod {
  /** First and last issue date (inclusive). */
  from: string;
  to: string;
}

export interface StatementEntry {
  type: DocumentType;
  documentId: string;
  issueDate: string;
  dueDate: string | null;
  currency: string;
  /** The document's gross amount as printed (credit notes negative). */
  grossAmount: number;
  /** What it does to the balance: + invoices, the (negative) gross of credit notes, - payments. */
  effect: number;
}

export interface StatementSource {
  /** Per currency with any document up to `to`: the balance before `from` and after `to`, by currency code. */
  balances: Array<{ currency: string; opening: number; closing: number }>;
  /** The period's entries in order, batch by batch. */
  entries: AsyncIterable<readonly StatementEntry[]>;
}
