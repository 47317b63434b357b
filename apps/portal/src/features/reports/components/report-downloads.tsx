import type { ReportFilter, ReportFormat, ReportSlug } from '@portal/contracts';
import { Button } from '@portal/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadReport } from '../api/download-report.ts';
import { reportsNamespace } from '../labels.ts';

type DownloadState = { phase: 'idle' | 'running' | 'failed' } | { phase: 'done'; fileName: string };

/** The report's download as Excel or CSV (shown only with reportDownload). */
export function ReportDownloads({
  customer,
  slug,
  filter,
}: {
  customer: string;
  slug: ReportSlug;
  filter: ReportFilter;
}) {
  const { t } = useTranslation(reportsNamespace);
  const [state, setState] = useState<DownloadState>({ phase: 'idle' });
  const start = async (format: ReportFormat) => {
    setState({ phase: 'running' });
    try {
      const file = await downloadReport(customer, slug, filter, format);
      setState({ phase: 'done', fileName: file.fileName });
    } catch {
      setState({ phase: 'failed' });
    }
  };
  return (
    <section aria-labelledby="report-download-heading" className="flex flex-wrap items-center gap-3">
      <h2 id="report-download-heading" className="sr-only">
        {t('download_heading')}
      </h2>
      <Button variant="secondary" disabled={state.phase === 'running'} onClick={() => void start('xlsx')}>
        {t('download_xlsx')}
      </Button>
      <Button variant="secondary" disabled={state.phase === 'running'} onClick={() => void start('csv')}>
        {t('download_csv')}
      </Button>
      <p role="status" className="text-sm text-ink-muted">
        {state.phase === 'running'
          ? t('download_running')
          : state.phase === 'done'
            ? t('download_done', { fileName: state.fileName })
            : null}
      </p>
      {state.phase === 'failed' ? (
        <p role="alert" className="w-full text-sm text-danger">
          {t('download_failed')}
        </p>
      ) : null}
    </section>
  );
}
