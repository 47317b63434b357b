import type { ReportColumn, ReportRow } from '@portal/contracts';
import type { Formatters } from '@portal/portal-kit';
import { brandName } from '../../../lib/brand-name.ts';

/** A report cell written for the page's language: money in the row's currency, months and shares as such. */
export function formatCell(column: ReportColumn, row: ReportRow, format: Formatters): string {
  const value = row[column.key];
  if (value === null || value === undefined) return '—';
  switch (column.kind) {
    case 'money':
      return typeof value === 'number' && typeof row.currency === 'string'
        ? format.money(value, row.currency)
        : String(value);
    case 'number':
      return typeof value === 'number' ? format.number(value) : String(value);
    case 'percent':
      return typeof value === 'number'
        ? format.number(value, { style: 'percent', maximumFractionDigits: 1 })
        : String(value);
    case 'month':
      return format.month(String(value));
    case 'brand':
      return brandName(String(value));
    default:
      return String(value);
  }
}

/** A chart category (a column's value) written the way the table writes it. */
export function formatCategory(kind: ReportColumn['kind'] | undefined, value: string, format: Formatters): string {
  if (kind === 'month') return format.month(value);
  if (kind === 'brand') return brandName(value);
  return value;
}

/** Numbers right-aligned, text left. */
export const isNumeric = (column: ReportColumn) => ['money', 'number', 'percent'].includes(column.kind);
