import type { ReportResult } from '@portal/contracts';
import { useFormatters } from '@portal/portal-kit';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { reportsNamespace } from '../labels.ts';
import { formatCategory } from './report-cells.ts';

/** Colours with at least 3:1 contrast against white and each other's neighbours (WCAG 1.4.11). */
const palette = ['#1f3a5f', '#0b6e4f', '#b45309', '#7c3aed', '#be123c', '#0369a1'];
/** Series whose meaning has a colour: on time green, late red. */
const meaningful: Partial<Record<string, string>> = { onTime: '#0b6e4f', late: '#b91c1c' };

/**
 * The report's chart (recharts, loaded with the report page only). Keyboard users reach the bars through
 * recharts' accessibility layer; everyone gets the same figures in the table below, which the figure names.
 */
export default function ReportChart({ report }: { report: ReportResult }) {
  const { t } = useTranslation(reportsNamespace);
  const format = useFormatters();
  const { chart, columns } = report;
  const categoryKind = columns.find((column) => column.key === chart.categoryKey)?.kind;
  const data = chart.categories.map((category, index) => ({
    category: formatCategory(categoryKind, category, format),
    ...Object.fromEntries(chart.series.map((series) => [series.key, series.values[index] ?? 0])),
  }));
  // Legend and tooltip list the series in the server's order (seasons in time, as the bars), not recharts' default
  // alphabetical one, which put FW26 before SS26.
  const seriesOrder = (item: { dataKey?: unknown }) => chart.series.findIndex((series) => series.key === item.dataKey);
  const seriesName = (series: ReportResult['chart']['series'][number]) =>
    series.name ?? t(`column_${series.key}` as 'column_month');
  const summary = t('chart_summary', {
    measure: t(`column_${chart.measureKey}` as 'column_month'),
    category: t(`column_${chart.categoryKey}` as 'column_month'),
  });

  return (
    <figure aria-labelledby="report-chart-summary" className="rounded-card border border-line bg-surface p-4">
      <div className="h-80 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} accessibilityLayer title={summary} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="category" tick={{ fontSize: 12, fill: '#374151' }} interval="preserveStartEnd" />
            <YAxis tick={{ fontSize: 12, fill: '#374151' }} tickFormatter={(value: number) => format.number(value)} />
            <Tooltip formatter={(value) => format.number(Number(value))} itemSorter={seriesOrder} />
            <Legend itemSorter={seriesOrder} />
            {chart.series.map((series, index) => (
              <Bar
                key={series.key}
                dataKey={series.key}
                name={seriesName(series)}
                fill={meaningful[series.key] ?? palette[index % palette.length]}
                {...(chart.kind === 'stacked-bar' ? { stackId: 'total' } : {})}
              />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </div>
      <figcaption id="report-chart-summary" className="mt-2 text-sm text-ink-muted">
        {summary}
      </figcaption>
    </figure>
  );
}
