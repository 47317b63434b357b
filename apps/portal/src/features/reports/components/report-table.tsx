import type { ReportResult } from '@portal/contracts';
import { useFormatters } from '@portal/portal-kit';
import { useTranslation } from 'react-i18next';
import { reportsNamespace } from '../labels.ts';
import { formatCell, isNumeric } from './report-cells.ts';
import { TableScroller } from '@portal/ui';

/** The report's rows: the chart's accessible alternative and the figures per currency. */
export function ReportTable({ report, caption }: { report: ReportResult; caption: string }) {
  const { t } = useTranslation(reportsNamespace);
  const format = useFormatters();
  const [first, ...rest] = report.columns;
  return (
    <TableScroller labelledBy="report-table-caption">
      <table className="min-w-full text-sm">
        <caption id="report-table-caption" className="sr-only">
          {caption}
        </caption>
        <thead className="border-b border-line bg-canvas">
          <tr>
            {report.columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={`whitespace-nowrap px-3 py-2 font-semibold ${isNumeric(column) ? 'text-right' : 'text-left'}`}
              >
                {t(`column_${column.key}` as 'column_month')}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {report.rows.map((row, index) => (
            <tr key={index} className="border-b border-line last:border-b-0">
              {first ? (
                <th scope="row" className="whitespace-nowrap px-3 py-2 text-left font-medium">
                  {formatCell(first, row, format)}
                </th>
              ) : null}
              {rest.map((column) => (
                <td
                  key={column.key}
                  className={`whitespace-nowrap px-3 py-2 ${isNumeric(column) ? 'text-right tabular-nums' : ''}`}
                >
                  {formatCell(column, row, format)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}
