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

    async receivables(customerId, asOf) {
      const overdue = sql`${billingDocuments.dueDate} < ${asOf}`;
      const result = (await db.execute(sql`
        select ${billingDocuments.currency} as currency, count(*) as open_invoices,
          coalesce(sum(${billingDocuments.openAmount}), 0) as open_amount,
          count(*) filter (where ${overdue}) as overdue_invoices,
          coalesce(sum(${billingDocuments.openAmount}) filter (where ${overdue}), 0) as overdue_amount
        from ${billingDocuments}
        where ${billingDocuments.customerId} = ${customerId} and ${billingDocuments.type} = 'invoice'
          and ${billingDocuments.status} in ('open', 'partially_paid')
        group by 1
        order by 1`)) as unknown as { rows: Array<Record<string, unknown>> };
      return result.rows.map((row) => ({
        currency: String(row.currency),
        openInvoices: Number(row.open_invoices),
        openAmount: Number(row.open_amount),
        overdueInvoices: Number(row.overdue_invoices),
        overdueAmount: Number(row.overdue_amount),
      }));
    },
  };
}
