import { documentBatchLimit, documentMailDocumentLimit, type DocumentSummary } from '@portal/contracts';
import { useFormatters, type DownloadProgress } from '@portal/portal-kit';
import { Button } from '@portal/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadDocuments } from '../api/download-documents.ts';
import { namespace } from '../labels.ts';

type DownloadState =
  | { phase: 'idle' }
  | { phase: 'running'; progress: DownloadProgress }
  | { phase: 'done'; fileName: string }
  | { phase: 'failed' };

interface SelectionBarProps {
  /** The selected documents, of one sold-to or (across accounts) of several. */
  selected: readonly DocumentSummary[];
  /** PDFs, zips and mails need downloadDocumentPdf. */
  canDownload: boolean;
  onClear: () => void;
  /** Sends the selection, all of the sold-to named. */
  onSend: (customerId: string) => void;
}

/** Totals per currency of the selected documents, sorted by currency. */
function totalsOf(documents: readonly DocumentSummary[]) {
  const totals = new Map<string, { gross: number; open: number }>();
  for (const document of documents) {
    const total = totals.get(document.currency) ?? { gross: 0, open: 0 };
    total.gross += document.grossAmount;
    total.open += document.openAmount;
    totals.set(document.currency, total);
  }
  return [...totals.entries()].sort(([a], [b]) => a.localeCompare(b));
}

/**
 * The selection: how many, their totals, and what to do with them (download as zip, send by e-mail). A zip or a mail
 * holds the documents of one sold-to: across accounts, a selection of several sold-tos says so and offers neither.
 */
export function SelectionBar({ selected, canDownload, onClear, onSend }: SelectionBarProps) {
  const { t } = useTranslation(namespace);
  const format = useFormatters();
  const [download, setDownload] = useState<DownloadState>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);
  const tooMany = selected.length > documentBatchLimit;
  const owners = new Set(selected.map((document) => document.customerId));
  const customer = owners.size === 1 ? [...owners][0] : undefined;
  const severalAccounts = owners.size > 1;

  const startDownload = async () => {
    if (!customer) return;
    const abort = new AbortController();
    controller.current = abort;
    setDownload({ phase: 'running', progress: { receivedBytes: 0, totalBytes: null } });
    try {
      const file = await downloadDocuments(
        customer,
        selected.map(({ type, documentId }) => ({ type, documentId })),
        { signal: abort.signal, onProgress: (progress) => setDownload({ phase: 'running', progress }) },
      );
      setDownload({ phase: 'done', fileName: file.fileName });
    } catch {
      setDownload(abort.signal.aborted ? { phase: 'idle' } : { phase: 'failed' });
    }
  };

  return (
    <section
      aria-labelledby="documents-selection-heading"
      className="mb-3 flex flex-wrap items-center gap-3 rounded-card border border-line bg-surface p-3"
    >
      <h2 id="documents-selection-heading" className="text-sm font-semibold text-ink">
        {t('selection_count', { count: selected.length })}
      </h2>
      <ul className="flex flex-wrap gap-x-4 text-sm text-ink" aria-live="polite">
        {totalsOf(selected).map(([currency, total]) => (
          <li key={currency} className="tabular-nums">
            {t('selection_total', { amount: format.money(total.gross, currency) })}
            {total.open > 0 ? (
              <span className="ml-1 text-ink-muted">
                ({t('selection_open', { amount: format.money(total.open, currency) })})
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      <div className="ml-auto flex flex-wrap gap-2">
        {canDownload ? (
          <>
            <Button
              variant="secondary"
              disabled={!customer || tooMany || download.phase === 'running'}
              onClick={() => void startDownload()}
            >
              {t('download_selected')}
            </Button>
            <Button
              variant="secondary"
              disabled={!customer || selected.length > documentMailDocumentLimit}
              onClick={() => (customer ? onSend(customer) : undefined)}
            >
              {t('send_selected')}
            </Button>
          </>
        ) : null}
        <Button variant="secondary" disabled={selected.length === 0} onClick={onClear}>
          {t('selection_clear')}
        </Button>
      </div>
      <p role="status" className="w-full text-sm text-ink-muted">
        {tooMany
          ? t('selection_limit', { limit: documentBatchLimit })
          : severalAccounts && canDownload
            ? t('selection_several_accounts')
            : download.phase === 'running'
              ? t('download_progress', {
                  size: format.number(download.progress.receivedBytes / 1024, {
                    style: 'unit',
                    unit: 'kilobyte',
                    maximumFractionDigits: 0,
                  }),
                })
              : download.phase === 'done'
                ? t('download_done', { fileName: download.fileName })
                : null}
      </p>
      {download.phase === 'failed' ? (
        <p role="alert" className="w-full text-sm text-danger">
          {t('download_failed')}
        </p>
      ) : null}
    </section>
  );
}
