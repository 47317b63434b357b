import { downloadReportEndpoint, type ReportFormat, type ReportResult } from '@portal/contracts';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { httpError } from '../../lib/http-error.ts';
import { reportDefinition, type ReportFigures } from './catalogue.ts';
import { reportAccess } from './service.ts';

/**
 * A report's rows as a file. A report has at most a few hundred rows (months, brands x seasons, ten styles), so
 * the file is built whole; the columns are the report's column keys, the same in every language.
 */

const numberFormats: Partial<Record<ReportResult['columns'][number]['kind'], string>> = {
  money: '#,##0.00',
  percent: '0.0%',
  number: '#,##0',
};

async function xlsxOf(title: string, report: ReportResult): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.title = title;
  const sheet = workbook.addWorksheet(report.slug, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = report.columns.map(({ key, kind }) => ({
    header: key,
    key,
    width: Math.max(12, key.length + 2),
    ...(numberFormats[kind] ? { style: { numFmt: numberFormats[kind] } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of report.rows) sheet.addRow(report.columns.map(({ key }) => row[key] ?? null));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function csvOf(report: ReportResult): string {
  const header = report.columns.map(({ key }) => key);
  const rows = report.rows.map((row) => report.columns.map(({ key }) => row[key] ?? ''));
  return `\uFEFF${stringify([header, ...rows])}`;
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
      const file = format === 'xlsx' ? await xlsxOf(definition.title, report) : csvOf(report);
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
