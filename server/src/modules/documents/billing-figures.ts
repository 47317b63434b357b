import type { ReportFilter } from '@portal/contracts';

/**
 * Totals over a sold-to's billing documents for the reports module: the documents module owns the billing table,
 * so it answers the sums; reports decides who may see them and how. Scoped to one sold-to, money per currency,
 * months `YYYY-MM` of the issue date. Billing documents carry no season, so a season filter leaves them alone.
 */
export interface BillingFigures {
  /** Invoiced and credited gross amounts (and how many documents) by month of issue and currency. */
  invoicedVsCredited(customerId: string, filter: ReportFilter): Promise<InvoicedCreditedFigure[]>;
  /**
   * What the sold-to owes on invoices not fully paid, per currency, and of that what is overdue on `asOf`
   * (`YYYY-MM-DD`): due before that day. The on-behalf overview shows it.
   */
  receivables(customerId: string, asOf: string): Promise<ReceivablesFigure[]>;
}

export interface ReceivablesFigure {
  currency: string;
  openInvoices: number;
  openAmount: number;
  overdueInvoices: number;
  overdueAmount: number;
}

export interface InvoicedCreditedFigure {
  month: string;
  currency: string;
  invoices: number;
  invoiced: number;
  creditNotes: number;
  credited: number;
}
