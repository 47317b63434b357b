import { statementFormats, type StatementFormat } from '@portal/contracts';
import { Button, formFieldClass, formLabelClass } from '@portal/ui';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadStatement } from '../api/download-statement.ts';
import { namespace } from '../labels.ts';

type State = { phase: 'idle' } | { phase: 'running' } | { phase: 'done'; fileName: string } | { phase: 'failed' };

interface StatementFormProps {
  customer: string;
  /** The day the summary was read on: the period ends there by default. */
  today: string;
  /** Whether PDFs may be downloaded (downloadDocumentPdf); XLSX and CSV need only the documents. */
  canDownloadPdf: boolean;
}

/** The statement of account: a period (from the start of the year by default) and a format, then the download. */
export function StatementForm({ customer, today, canDownloadPdf }: StatementFormProps) {
  const { t } = useTranslation(namespace);
  const id = useId();
  const formats = statementFormats.filter((format) => format !== 'pdf' || canDownloadPdf);
  const [from, setFrom] = useState(`${today.slice(0, 4)}-01-01`);
  const [to, setTo] = useState(today);
  const [format, setFormat] = useState<StatementFormat>(formats[0] ?? 'csv');
  const [state, setState] = useState<State>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);
  const invalid = !from || !to || from > to;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (invalid) return;
    const abort = new AbortController();
    controller.current = abort;
    setState({ phase: 'running' });
    try {
      const file = await downloadStatement(customer, { from, to }, format, { signal: abort.signal });
      setState({ phase: 'done', fileName: file.fileName });
    } catch {
      setState(abort.signal.aborted ? { phase: 'idle' } : { phase: 'failed' });
    }
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-card border border-line bg-surface p-4">
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-ink">
        {t('statement_heading')}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t('statement_intro')}</p>
      <form onSubmit={(event) => void submit(event)} className="mt-3 grid items-end gap-3 sm:grid-cols-4">
        <div>
          <label htmlFor={`${id}-from`} className={formLabelClass}>
            {t('statement_from')}
          </label>
          <input
            id={`${id}-from`}
            type="date"
            required
            value={from}
            max={today}
            onChange={(event) => setFrom(event.target.value)}
            className={formFieldClass}
          />
        </div>
        <div>
          <label htmlFor={`${id}-to`} className={formLabelClass}>
            {t('statement_to')}
          </label>
          <input
            id={`${id}-to`}
            type="date"
            required
            value={to}
            onChange={(event) => setTo(event.target.value)}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${id}-error` : undefined}
            className={formFieldClass}
          />
        </div>
        <div>
          <label htmlFor={`${id}-format`} className={formLabelClass}>
            {t('statement_format')}
          </label>
          <select
            id={`${id}-format`}
            value={format}
            onChange={(event) => setFormat(event.target.value as StatementFormat)}
            className={formFieldClass}
          >
            {formats.map((candidate) => (
              <option key={candidate} value={candidate}>
                {t(`statement_format_${candidate}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <Button type="submit" disabled={invalid || state.phase === 'running'}>
            {t('statement_download')}
          </Button>
        </div>
      </form>
      {invalid ? (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-danger">
          {t('statement_period_invalid')}
        </p>
      ) : null}
      <p role="status" className="mt-2 text-sm text-ink">
        {state.phase === 'running'
          ? t('statement_preparing')
          : state.phase === 'done'
            ? t('download_done', { fileName: state.fileName })
            : state.phase === 'failed'
              ? t('statement_failed')
              : null}
      </p>
    </section>
  );
}
