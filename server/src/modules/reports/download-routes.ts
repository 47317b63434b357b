import {
  brandCatalogue,
  downloadReportEndpoint,
  type LanguageId,
  type ReportColumn,
  type ReportFormat,
  type ReportResult,
  type ReportRow,
} from '@portal/contracts';
import { Workbook } from '@cj-tech-master/excelts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { httpError } from '../../lib/http-error.ts';
import { serverTexts } from '../../lib/server-texts.ts';
import {
  addSheetRow,
  csvFile,
  setUpSheet,
  sheetOptions,
  type CellValue,
  type ColumnKind,
  type FileColumn,
} from '../../lib/table-files.ts';
import { reportDefinition, type ReportFigures } from './catalogue.ts';
import { callerLanguage, reportAccess } from './service.ts';

/**
 * A report's rows as a file. A report has at most a few hundred rows (months, brands x seasons, ten styles), so
 * the file is built whole. It reads like the report's table: the column names and the title in the caller's
 * language, brand names, months as dates and amounts as numbers in the row's currency, written by the portal's
 * one table writer (lib/table-files.ts), which also keeps text cells from running as formulas.
 */

const texts = serverTexts('reportsExport');
const brandNames = new Map(brandCatalogue.map((brand) => [brand.id, brand.label]));

const kinds: Record<ReportColumn['kind'], ColumnKind> = {
  text: 'text',
  brand: 'text',
  number: 'number',
  money: 'money',
  percent: 'percent',
  month: 'month',
};

/** A cell of the report's row as the file shows it. */
function cellOf(kind: ReportColumn['kind'], value: ReportRow[string] | undefined): CellValue {
  if (value === undefined || value === null) return null;
  if (kind === 'brand') return brandNames.get(String(value)) ?? String(value);
  if (kind === 'month' && typeof value === 'string' && /^\d{4}-\d{2}$/.test(value)) {
    return new Date(`${value}-01T00:00:00Z`);
  }
  return value;
}

export function reportFileColumns(report: ReportResult, language: LanguageId): FileColumn<ReportRow>[] {
  const hasCurrency = report.columns.some(({ key }) => key === 'currency');
  return report.columns.map(({ key, kind }) => ({
    header: texts(language, `column_${key}`),
    kind: kinds[kind],
    value: (row: ReportRow) => cellOf(kind, row[key]),
    ...(kind === 'money' && hasCurrency ? { currency: (row: ReportRow) => String(row.currency ?? '') } : {}),
  }));
}

/** Excel refuses sheet names over 31 characters or with any of : \ / ? * [ ]. */
const sheetName = (title: string) => title.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31);

async function xlsxOf(title: string, columns: FileColumn<ReportRow>[], rows: readonly ReportRow[]): Promise<Buffer> {
  const workbook = new Workbook();
  workbook.title = title;
  const sheet = workbook.addWorksheet(sheetName(title), sheetOptions);
  setUpSheet(sheet, columns, rows);
  for (const row of rows) addSheetRow(sheet, columns, row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const contentTypes: Record<ReportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const downloadRoutes: FastifyPluginAsyncZod<{ figures: ReportFigures }> = async (app, { figures }) => {
  app.route({
    ...endpointRoute(downloadReportEndpoint),
    handler: async (request, reply) => {
      const { customer, format, ...filter } = request.query;
      const access = await reportAccess(request, customer);
      if (!access.download) throw httpError(403, 'You may not download reports.');
      const definition = reportDefinition(request.params.slug);
      if (!definition) throw httpError(404, `Report ${request.params.slug} is not available.`);
      const report = { slug: definition.slug, ...(await definition.build(figures, access.customerId, filter)) };
      const language = await callerLanguage(request);
      const columns = reportFileColumns(report, language);
      const title = texts(language, `title_${report.slug}`);
      const file = format === 'xlsx' ? await xlsxOf(title, columns, report.rows) : csvFile(columns, report.rows);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type(contentTypes[format])
        .header('content-disposition', `attachment; filename="${report.slug}-${access.customerId}-${day}.${format}"`)
        .header('cache-control', 'private, no-store')
        .send(file as unknown as string);
    },
  });
};

export default downloadRoutes;
