import { z } from 'zod';
import { customerIdSchema } from './accounts.ts';
import { isoDateSchema, orderBrandIdSchema, seasonSchema } from './orders.ts';

/**
 * Reports (issue 13): figures of a sold-to's orders and deliveries for a period, as a table and a chart. Every
 * report answers columns, rows and the chart's series; the portal names columns and series from its labels
 * (`column_<key>`), so the API stays the same in every language.
 */

export const reportSlugs = [
  'order-intake',
  'open-order-book',
  'delivery-performance',
  'invoiced-vs-credited',
  'top-styles',
] as const;
export type ReportSlug = (typeof reportSlugs)[number];

export const reportFormats = ['xlsx', 'csv'] as const;
export type ReportFormat = (typeof reportFormats)[number];

export const reportSummarySchema = z.object({
  slug: z.enum(reportSlugs),
  /** In English, for API readers; the portal shows its own labels for the slug. */
  title: z.string(),
  description: z.string(),
});
export type ReportSummary = z.infer<typeof reportSummarySchema>;
export const reportListSchema = z.array(reportSummarySchema);
export const reportListQuerySchema = z.object({ customer: customerIdSchema });

const reportFilterShape = {
  customer: customerIdSchema,
  /** First order date (delivery performance: ship date; invoiced vs credited: invoice date) included. */
  from: isoDateSchema.optional(),
  /** Last day included. */
  to: isoDateSchema.optional(),
  brand: orderBrandIdSchema.optional(),
  season: seasonSchema.optional(),
};
const fromNotAfterTo = (query: { from?: string | undefined; to?: string | undefined }) =>
  !query.from || !query.to || query.from <= query.to;
const fromNotAfterToError = { message: 'must not be before from', path: ['to'] };

export const reportQuerySchema = z.object(reportFilterShape).refine(fromNotAfterTo, fromNotAfterToError);
export type ReportQuery = z.infer<typeof reportQuerySchema>;
export type ReportFilter = Omit<ReportQuery, 'customer'>;

export const reportDownloadQuerySchema = z
  .object({ ...reportFilterShape, format: z.enum(reportFormats).default('xlsx') })
  .refine(fromNotAfterTo, fromNotAfterToError);

export const reportParamsSchema = z.object({ slug: z.enum(reportSlugs) });

/** How a column's values are written: money in the row's `currency`, a month as `YYYY-MM`, a share 0..1. */
export const reportColumnKinds = ['text', 'number', 'money', 'percent', 'month', 'brand'] as const;
export const reportColumnSchema = z.object({ key: z.string(), kind: z.enum(reportColumnKinds) });
export type ReportColumn = z.infer<typeof reportColumnSchema>;

export const reportCellSchema = z.union([z.string(), z.number(), z.null()]);
export const reportRowSchema = z.record(z.string(), reportCellSchema);
export type ReportRow = z.infer<typeof reportRowSchema>;

/**
 * The chart: one bar group per category, one bar per series (stacked when `stacked`). A series is named by a
 * column key (`column_<key>` label) or, when the series are values such as seasons, by `name`.
 */
export const reportChartSchema = z.object({
  kind: z.enum(['bar', 'stacked-bar']),
  /** The column the categories are values of (a brand, a month, a style). */
  categoryKey: z.string(),
  /** The measure the bars show (a column key: units, orders, deliveries). */
  measureKey: z.string(),
  categories: z.array(z.string()),
  series: z.array(z.object({ key: z.string(), name: z.string().nullable(), values: z.array(z.number()) })),
});
export type ReportChart = z.infer<typeof reportChartSchema>;

export const reportResultSchema = z.object({
  slug: z.enum(reportSlugs),
  columns: z.array(reportColumnSchema),
  rows: z.array(reportRowSchema),
  chart: reportChartSchema,
});
export type ReportResult = z.infer<typeof reportResultSchema>;
