import type { DocumentType } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { boundList, placeholders, PreparedSqlPerShape } from '../../db/prepared-per-shape.ts';
import { billingDocuments } from '../../db/schema/index.ts';
import { startsWith } from '../../lib/text-search.ts';

/** A document found by search everywhere. */
export interface DocumentSearchHit {
  type: DocumentType;
  documentId: string;
  customerId: string;
  issueDate: string;
  currency: string;
  grossAmount: number;
}

/** Which document types of a sold-to the caller may see. */
export interface DocumentScope {
  customerId: string;
  types: readonly DocumentType[];
}

interface HitRow {
  type: string;
  document_id: string;
  customer_id: string;
  issue_date: string;
  currency: string;
  gross_amount: string;
  score: number;
}

/** The query's statements, one per shape (how many sold-tos, whether the term is long enough for trigrams). */
const documentQueries = new PreparedSqlPerShape('search_documents');

/**
 * The documents of the scopes whose number is `q` or begins with it (any case): the exact number first, then the
 * newest. Read from the search index (customer, document number text_pattern_ops).
 */
export async function searchDocuments(
  db: Database,
  scopes: readonly DocumentScope[],
  q: string,
  limit: number,
): Promise<DocumentSearchHit[]> {
  const params = placeholders();
  const { bind } = params;
  const pairs = scopes.flatMap(({ customerId, types }) => types.map((type) => [customerId, type] as const));
  if (pairs.length === 0) return [];
  const upper = q.toUpperCase();
  const customers = boundList(bind, 'customer', [...new Set(scopes.map((scope) => scope.customerId))]);
  const scoped = sql.join(
    pairs.map(
      ([customerId, type], index) =>
        sql`(${bind(`pairCustomer${index}`, customerId)}, ${bind(`pairType${index}`, type)})`,
    ),
    sql`, `,
  );
  const rows = await documentQueries.rows<HitRow>(
    db,
    params,
    sql`
    select ${billingDocuments.type} as type, ${billingDocuments.documentId} as document_id,
      ${billingDocuments.customerId} as customer_id, ${billingDocuments.issueDate}::text as issue_date,
      ${billingDocuments.currency} as currency, ${billingDocuments.grossAmount}::text as gross_amount,
      (case when ${billingDocuments.documentId} = ${bind('upper', upper)} then 100 else 80 end)::int as score
    from ${billingDocuments}
    where ${billingDocuments.customerId} in (${customers})
      and (${billingDocuments.customerId}, ${billingDocuments.type}) in (${scoped})
      and ${startsWith(sql`${billingDocuments.documentId}`, upper, bind)}
    order by score desc, ${billingDocuments.issueDate} desc, ${billingDocuments.documentId} desc
    limit ${bind('limit', limit)}`,
  );
  return rows.map((row) => ({
    type: row.type as DocumentType,
    documentId: row.document_id,
    customerId: row.customer_id,
    issueDate: row.issue_date,
    currency: row.currency,
    grossAmount: Number(row.gross_amount),
  }));
}
