import type { ReportColumn, ReportFilter, ReportResult, ReportRow, ReportSlug, ReportSummary } from '@portal/contracts';
import type { BillingFigures } from '../documents/index.ts';
import type { OrderFigures } from '../orders/index.ts';

/** The sums the reports are built from, each answered by the module that owns the tables. */
export interface ReportFigures {
  orders: OrderFigures;
  billing: BillingFigures;
}

/**
 * The reports: what each one is called, and how its rows and chart are built from the order figures. A chart
 * sums units or counts (never money, which stays per currency in the table).
 */

interface ReportDefinition {
  slug: ReportSlug;
  title: string;
  description: string;
  build(figures: ReportFigures, customerId: string, filter: ReportFilter): Promise<Omit<ReportResult, 'slug'>>;
}

const columns = (...entries: [string, ReportColumn['kind']][]): ReportColumn[] =>
  entries.map(([key, kind]) => ({ key, kind }));

/** Seasons in time order: by year, spring/summer before fall/winter (SS26, FW26, SS27). */
const seasonSortKey = (season: string) => `${season.slice(2)}${season.startsWith('SS') ? 0 : 1}${season}`;

/**
 * Categories in first-seen order and one value per category for each series (in the order of `sortKey`, default
 * the key), zero where a pair has none.
 */
function pivot<Row>(
  rows: readonly Row[],
  category: (row: Row) => string,
  series: (row: Row) => string,
  value: (row: Row) => number,
  sortKey: (key: string) => string = (key) => key,
) {
  const categories = [...new Set(rows.map(category))];
  const seriesKeys = [...new Set(rows.map(series))].sort((a, b) => sortKey(a).localeCompare(sortKey(b)));
  return {
    categories,
    series: seriesKeys.map((key) => ({
      key,
      values: categories.map((name) =>
        rows.filter((row) => series(row) === key && category(row) === name).reduce((sum, row) => sum + value(row), 0),
      ),
    })),
  };
}

/** One measure summed per category (rows of several currencies make one category). */
function totals<Row>(rows: readonly Row[], category: (row: Row) => string, measure: (row: Row) => number) {
  const categories = [...new Set(rows.map(category))];
  const values = categories.map((name) =>
    rows.filter((row) => category(row) === name).reduce((sum, row) => sum + measure(row), 0),
  );
  return { categories, values };
}

export const reportCatalogue: readonly ReportDefinition[] = [
  {
    slug: 'order-intake',
    title: 'Order intake by brand and season',
    description: 'Orders, units and net value taken per brand and season (cancelled orders left out).',
    async build(figures, customerId, filter) {
      // Per brand, its seasons in time order.
      const rows = (await figures.orders.intake(customerId, filter)).sort(
        (a, b) =>
          a.brandId.localeCompare(b.brandId) ||
          seasonSortKey(a.season).localeCompare(seasonSortKey(b.season)) ||
          a.currency.localeCompare(b.currency),
      );
      const chart = pivot(
        rows,
        (row) => row.brandId,
        (row) => row.season,
        (row) => row.units,
        seasonSortKey,
      );
      return {
        columns: columns(
          ['brandId', 'brand'],
          ['season', 'text'],
          ['orders', 'number'],
          ['units', 'number'],
          ['netValue', 'money'],
          ['currency', 'text'],
        ),
        rows: rows.map((row): ReportRow => ({ ...row })),
        chart: {
          kind: 'bar',
          categoryKey: 'brandId',
          measureKey: 'units',
          categories: chart.categories,
          series: chart.series.map((series) => ({ key: series.key, name: series.key, values: series.values })),
        },
      };
    },
  },
  {
    slug: 'open-order-book',
    title: 'Open order book',
    description: 'Units and value ordered or confirmed but not shipped yet, by month of delivery.',
    async build(figures, customerId, filter) {
      const rows = await figures.orders.openOrderBook(customerId, filter);
      const chart = totals(
        rows,
        (row) => row.month,
        (row) => row.openUnits,
      );
      return {
        columns: columns(
          ['month', 'month'],
          ['orders', 'number'],
          ['openUnits', 'number'],
          ['openValue', 'money'],
          ['currency', 'text'],
        ),
        rows: rows.map((row): ReportRow => ({ ...row })),
        chart: {
          kind: 'bar',
          categoryKey: 'month',
          measureKey: 'openUnits',
          categories: chart.categories,
          series: [{ key: 'openUnits', name: null, values: chart.values }],
        },
      };
    },
  },
  {
    slug: 'delivery-performance',
    title: 'Delivery performance',
    description: 'Deliveries shipped on time or late against the confirmed (else requested) window, by month.',
    async build(figures, customerId, filter) {
      const rows = await figures.orders.deliveryPerformance(customerId, filter);
      return {
        columns: columns(
          ['month', 'month'],
          ['deliveries', 'number'],
          ['onTime', 'number'],
          ['late', 'number'],
          ['onTimeRate', 'percent'],
        ),
        rows: rows.map((row): ReportRow => ({
          ...row,
          onTimeRate: row.deliveries ? row.onTime / row.deliveries : null,
        })),
        chart: {
          kind: 'stacked-bar',
          categoryKey: 'month',
          measureKey: 'deliveries',
          categories: rows.map((row) => row.month),
          series: [
            { key: 'onTime', name: null, values: rows.map((row) => row.onTime) },
            { key: 'late', name: null, values: rows.map((row) => row.late) },
          ],
        },
      };
    },
  },
  {
    slug: 'invoiced-vs-credited',
    title: 'Invoiced vs credited',
    description: 'Gross amounts invoiced and credited by month of issue, per currency.',
    async build(figures, customerId, filter) {
      const rows = await figures.billing.invoicedVsCredited(customerId, filter);
      // The chart counts documents (amounts of several currencies do not add up); the table has the amounts.
      const months = [...new Set(rows.map((row) => row.month))];
      const count = (month: string, pick: (row: (typeof rows)[number]) => number) =>
        rows.filter((row) => row.month === month).reduce((sum, row) => sum + pick(row), 0);
      return {
        columns: columns(
          ['month', 'month'],
          ['invoices', 'number'],
          ['invoiced', 'money'],
          ['creditNotes', 'number'],
          ['credited', 'money'],
          ['currency', 'text'],
        ),
        rows: rows.map((row): ReportRow => ({ ...row })),
        chart: {
          kind: 'bar',
          categoryKey: 'month',
          measureKey: 'documents',
          categories: months,
          series: [
            { key: 'invoices', name: null, values: months.map((month) => count(month, (row) => row.invoices)) },
            { key: 'creditNotes', name: null, values: months.map((month) => count(month, (row) => row.creditNotes)) },
          ],
        },
      };
    },
  },
  {
    slug: 'top-styles',
    title: 'Top styles',
    description: 'The ten styles ordered in the largest quantities, with their orders and net value.',
    async build(figures, customerId, filter) {
      const rows = await figures.orders.topStyles(customerId, filter);
      const chart = totals(
        rows,
        (row) => row.styleName,
        (row) => row.units,
      );
      return {
        columns: columns(
          ['style', 'text'],
          ['styleName', 'text'],
          ['brandId', 'brand'],
          ['orders', 'number'],
          ['units', 'number'],
          ['netValue', 'money'],
          ['currency', 'text'],
        ),
        rows: rows.map((row): ReportRow => ({ ...row })),
        chart: {
          kind: 'bar',
          categoryKey: 'styleName',
          measureKey: 'units',
          categories: chart.categories,
          series: [{ key: 'units', name: null, values: chart.values }],
        },
      };
    },
  },
];

export function reportSummaries(): ReportSummary[] {
  return reportCatalogue.map(({ slug, title, description }) => ({ slug, title, description }));
}

export function reportDefinition(slug: ReportSlug): ReportDefinition | undefined {
  return reportCatalogue.find((report) => report.slug === slug);
}
