import type { OrderExportFormat, OrderFilter } from '@portal/contracts';
import { useFormatters, type DownloadProgress, type Formatters } from '@portal/portal-kit';
import { Button } from '@portal/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportOrders } from '../api/export-orders.ts';
import { ordersNamespace } from '../labels.ts';

type ExportState =
  | { phase: 'idle' }
  | { phase: 'running'; format: OrderExportFormat; progress: DownloadProgress }
  | { phase: 'done'; fileName: string }
  | { phase: 'failed' }
  | { phase: 'cancelled' };

function sizeOf(bytes: number, format: Formatters): string {
  const [value, unit] = bytes >= 1024 * 1024 ? [bytes / (1024 * 1024), 'megabyte'] : [bytes / 1024, 'kilobyte'];
  return format.number(value, { style: 'unit', unit, maximumFractionDigits: 1 });
}

/**
 * Export of the list's filters as CSV or XLSX. The server streams the file; the portal shows how much has
 * arrived (the size is not known in advance) and lets the user cancel.
 */
export function ExportOrders({ customer, filter }: { customer: string; filter: OrderFilter }) {
  const { t } = useTranslation(ordersNamespace);
  const format = useFormatters();
  const [state, setState] = useState<ExportState>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const start = async (fileFormat: OrderExportFormat) => {
    const abort = new AbortController();
    controller.current = abort;
    setState({ phase: 'running', format: fileFormat, progress: { receivedBytes: 0, totalBytes: null } });
    try {
      const file = await exportOrders({
        customer,
        filter,
        format: fileFormat,
        signal: abort.signal,
        onProgress: (progress) => setState({ phase: 'running', format: fileFormat, progress }),
      });
      setState({ phase: 'done', fileName: file.fileName });
    } catch {
      setState(abort.signal.aborted ? { phase: 'cancelled' } : { phase: 'failed' });
    } finally {
      if (controller.current === abort) controller.current = null;
    }
  };

  const running = state.phase === 'running';
  return (
    <section aria-labelledby="orders-export-heading" className="flex flex-wrap items-center gap-3">
      <h2 id="orders-export-heading" className="sr-only">
        {t('export_heading')}
      </h2>
      <Button variant="secondary" disabled={running} onClick={() => void start('csv')}>
        {t('export_csv')}
      </Button>
      <Button variant="secondary" disabled={running} onClick={() => void start('xlsx')}>
        {t('export_xlsx')}
      </Button>
      {running ? (
        <>
          <progress
            aria-label={t(state.format === 'csv' ? 'export_csv' : 'export_xlsx')}
            className="h-2 w-32"
            {...(state.progress.totalBytes
              ? { value: state.progress.receivedBytes, max: state.progress.totalBytes }
              : {})}
          />
          <Button variant="secondary" onClick={() => controller.current?.abort()}>
            {t('export_cancel')}
          </Button>
        </>
      ) : null}
      <p role="status" className="w-full text-sm text-ink-muted sm:w-auto">
        {state.phase === 'running'
          ? t('export_progress', { size: sizeOf(state.progress.receivedBytes, format) })
          : state.phase === 'done'
            ? t('export_done', { fileName: state.fileName })
            : state.phase === 'cancelled'
              ? t('export_cancelled')
              : null}
      </p>
      {state.phase === 'failed' ? (
        <p role="alert" className="w-full text-sm text-danger">
          {t('export_failed')}
        </p>
      ) : null}
    </section>
  );
}
