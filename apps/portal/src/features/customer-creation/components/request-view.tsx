import type { FieldChange, HistoryEntry, RequestDetail } from '@portal/contracts';
import { useFormatters } from '@portal/portal-kit';
import { Badge, type BadgeTone } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { brandName } from '../../../lib/brand-name.ts';
import { customerCreationNamespace, label } from '../labels.ts';
import { countryName } from './country-names.ts';
import { usePageLanguage } from './fields.tsx';
import { termsKey } from './form-data.ts';

const toneOf: Record<RequestDetail['status'], BadgeTone> = {
  draft: 'neutral',
  submitted: 'info',
  returned: 'warning',
  edited: 'warning',
  approved: 'success',
  provisioned: 'success',
  rejected: 'danger',
  withdrawn: 'neutral',
};

export function StatusBadge({ status }: { status: RequestDetail['status'] }) {
  const { t } = useTranslation(customerCreationNamespace);
  return <Badge tone={toneOf[status]}>{t(`status_${status}`)}</Badge>;
}

/** A field's label: the path's last named segment (`contacts.0.email` -> the e-mail field's label), with the row. */
function useFieldName() {
  const { t } = useTranslation(customerCreationNamespace);
  return (path: string) => {
    const segments = path.split('.');
    const names = segments.filter((segment) => !/^\d+$/.test(segment));
    const rows = segments.filter((segment) => /^\d+$/.test(segment)).map((row) => Number(row) + 1);
    const text = names.map((name) => t(label(`path_${name}`))).join(' › ');
    return rows.length > 0 ? `${text} ${rows.join('/')}` : text;
  };
}

/** A stored value as people read it: countries, brands, payment terms and languages by name. */
function useValueText() {
  const { t } = useTranslation(customerCreationNamespace);
  const language = usePageLanguage();
  return (path: string, value: string | null) => {
    if (value === null) return '—';
    const last = path.split('.').at(-1);
    if (last === 'country') return countryName(value, language);
    if (last === 'brandId' || path.startsWith('brandIds')) return brandName(value);
    if (last === 'paymentTerms') return t(termsKey(value));
    if (last === 'division') return t(label(`division_${value}`));
    return value;
  };
}

/** Every value of the request's data, one row per field (read-only view and review). */
export function RequestData({ data }: { data: Record<string, unknown> }) {
  const { t } = useTranslation(customerCreationNamespace);
  const fieldName = useFieldName();
  const valueText = useValueText();
  const rows: Array<[string, string]> = [];
  const walk = (value: unknown, path: string) => {
    if (value === null || value === undefined || value === '') return;
    if (typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) walk(inner, path ? `${path}.${key}` : key);
      return;
    }
    rows.push([path, String(value)]);
  };
  walk(data, '');
  return (
    <section aria-labelledby="cc-data-heading" className="rounded-card border border-line bg-surface p-4">
      <h2 id="cc-data-heading" className="mb-3 text-lg font-semibold text-ink">
        {t('request_data')}
      </h2>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        {rows.map(([path, value]) => (
          <div key={path} className="contents">
            <dt className="font-semibold text-ink">{fieldName(path)}</dt>
            <dd className="break-words text-ink">{valueText(path, value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** What changed since the previous submission. */
export function RequestChanges({ changes }: { changes: readonly FieldChange[] | null }) {
  const { t } = useTranslation(customerCreationNamespace);
  const fieldName = useFieldName();
  const valueText = useValueText();
  return (
    <section aria-labelledby="cc-changes-heading" className="rounded-card border border-line bg-surface p-4">
      <h2 id="cc-changes-heading" className="mb-3 text-lg font-semibold text-ink">
        {t('changes_title')}
      </h2>
      {changes === null ? (
        <p className="text-sm text-ink-muted">{t('changes_first_submission')}</p>
      ) : changes.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('changes_none')}</p>
      ) : (
        <table className="min-w-full text-sm">
          <caption className="sr-only">{t('changes_title')}</caption>
          <thead className="border-b border-line bg-canvas text-left">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('changes_field')}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('changes_before')}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('changes_after')}
              </th>
            </tr>
          </thead>
          <tbody>
            {changes.map((change) => (
              <tr key={change.path} className="border-b border-line last:border-b-0">
                <th scope="row" className="px-3 py-2 text-left font-medium">
                  {fieldName(change.path)}
                </th>
                <td className="px-3 py-2">
                  <del className="text-danger">{valueText(change.path, change.before)}</del>
                </td>
                <td className="px-3 py-2">
                  <ins className="text-accent no-underline">{valueText(change.path, change.after)}</ins>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** Every transition with who, when and the comment. */
export function RequestTimeline({ history }: { history: readonly HistoryEntry[] }) {
  const { t } = useTranslation(customerCreationNamespace);
  const format = useFormatters();
  return (
    <section aria-labelledby="cc-history-heading" className="rounded-card border border-line bg-surface p-4">
      <h2 id="cc-history-heading" className="mb-3 text-lg font-semibold text-ink">
        {t('history_title')}
      </h2>
      <ol className="flex flex-col gap-3">
        {history.map((entry, index) => (
          <li key={index} className="border-l-4 border-line pl-3 text-sm">
            <p className="font-semibold text-ink">
              {t(`history_${entry.action}`)} · <StatusBadge status={entry.to} />
            </p>
            <p className="text-ink-muted">
              {entry.actor.name} · <time dateTime={entry.at}>{format.dateTime(entry.at)}</time>
            </p>
            {entry.comment ? <p className="mt-1 whitespace-pre-line text-ink">“{entry.comment}”</p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
