import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { billingDocuments } from '../../db/schema/index.ts';
import type { BillingFigures } from './billing-figures.ts';

/**
 * The default `BillingFigures`: sums over the portal's billing table (part of the documents store: the only code
 * that touches it), read through its (customer, type, issue date) index.
 */
export function postgresBillingFigures(db: Database): BillingFigures {
  return {
    async invoicedVsCredited(customerId, filter) {
      const conditions: SQL[] = [
        sql`${billingDocuments.customerId} = ${customerId}`,
        sql`${billingDocuments.type} in ('invoice', 'credit_note')`,
      ];
      if (filter.brand) conditions.push(sql`${billingDocuments.brandId} = ${filter.brand}`);
      if (filter.from) conditions.push(sql`${billingDocuments.issueDate} >= ${filter.from}`);
      if (filter.to) conditions.push(sql`${billingDocuments.issueDate} <= ${filter.to}`);
      const isInvoice = sql`${billingDocuments.type} = 'invoice'`;
      const result = (await db.execute(sql`
        select to_char(${billingDocuments.issueDate}, 'YYYY-MM') as month, ${billingDocuments.currency} as currency,
          count(*) filter (where ${isInvoice}) as invoices,
          coalesce(sum(${billingDocuments.grossAmount}) filter (where ${isInvoice}), 0) as invoiced,
          count(*) filter (where not (${isInvoice})) as credit_notes,
          coalesce(sum(abs(${billingDocuments.grossAmount})) filter (where not (${isInvoice})), 0) as credited
        from ${billingDocuments}
        where ${sql.join(conditions, sql` and `)}
        group by 1, 2
        order by 1, 2`)) as unknown as { rows: Array<Record<string, unknown>> };
      return result.rows.map((row) => ({
        month: String(row.month),
        currency: String(row.currency),
        invoices: Number(row.invoices),
        invoiced: Number(row.invoiced),
        creditNotes: Number(row.credit_notes),
        credited: Number(row.credited),
      }));
    },
  };
}
