import { languages, type HistoryEntry, type RequestDetail, type RequestKind } from '@portal/contracts';
import { useFormatters } from '@portal/portal-kit';
import { Badge, type BadgeTone } from '@portal/ui';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { brandName } from '../../../lib/brand-name.ts';
import { customerCreationNamespace, label } from '../labels.ts';
import { countryName } from './country-names.ts';
import { DuplicateLinks } from './duplicates.tsx';
import { usePageLanguage } from './fields.tsx';
import { termsKey } from './form-data.ts';
import { requestLayouts, viewFieldAt, type ValueFormat, type ViewGroup } from './request-layout.ts';
import { useRequestCustomer } from '../api/requests.ts';

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

/**
 * A changed field's name as the form shows it: its group and row ("Contact 2, E-mail"), from the request's view
 * layout; a path the layout does not know falls back to its segments' names.
 */
function useFieldName(kind: RequestKind) {
  const { t } = useTranslation(customerCreationNamespace);
  return (path: string) => {
    const found = viewFieldAt(kind, path);
    if (found) {
      const { group, field, row } = found;
      const legend = group.legend ? t(group.legend, { n: (row ?? 0) + 1 }) : undefined;
      return legend ? t('field_in_group', { group: legend, field: t(field.label) }) : t(field.label);
    }
    const names = path.split('.').filter((segment) => !/^\d+$/.test(segment));
    return names.map((name) => t(label(`path_${name}`))).join(' › ');
  };
}

/** A stored value as the form's reader knows it: countries, brands, terms and languages by name, amounts as money. */
function useValueText(currency: string | undefined) {
  const { t } = useTranslation(customerCreationNamespace);
  const language = usePageLanguage();
  const format = useFormatters();
  const write = (value: unknown, valueFormat: ValueFormat = 'text'): string => {
    if (value === null || value === undefined || value === '') return '—';
    if (Array.isArray(value)) return value.map((item) => write(item, valueFormat)).join(', ');
    const text = String(value);
    switch (valueFormat) {
      case 'country':
        return countryName(text, language);
      case 'language':
        return languages.find((entry) => entry.id === text)?.label ?? text;
      case 'brand':
      case 'brands':
        return brandName(text);
      case 'division':
        return t(label(`division_${text}`));
      case 'terms':
        return t(termsKey(text));
      case 'amount': {
        const amount = Number(text);
        if (!Number.isFinite(amount)) return text;
        return currency ? format.money(amount, currency) : format.number(amount);
      }
      default:
        return text;
    }
  };
  return write;
}

/** The currency the request's amounts are in: a new customer's own, an extended customer's from its record. */
function useRequestCurrency(request: RequestDetail): string | undefined {
  const extended = request.kind === 'extend_customer' && request.customerId !== null;
  const customer = useRequestCustomer(request.customerId ?? '', extended);
  const own = request.data['currency'];
  if (typeof own === 'string') return own;
  return customer.data?.currency ?? undefined;
}

const valueAt = (data: unknown, path: string): unknown =>
  path
    .split('.')
    .filter(Boolean)
    .reduce<unknown>(
      (value, key) =>
        typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined,
      data,
    );

const given = (value: unknown) =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

function FieldList({ rows }: { rows: ReadonlyArray<[string, ReactNode]> }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
      {rows.map(([name, value]) => (
        <div key={name} className="contents">
          <dt className="font-semibold text-ink">{name}</dt>
          <dd className="break-words whitespace-pre-line text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The request's data as its form shows it (read-only view and review): grouped by the form's steps, with the
 * form's labels, and values by name or as amounts. Fields left empty are left out.
 */
export function RequestData({ request }: { request: RequestDetail }) {
  const { t } = useTranslation(customerCreationNamespace);
  const valueText = useValueText(useRequestCurrency(request));
  const headingId = useId();
  // Inline diff: a field changed since the previous submission shows its new value marked, and the one before.
  const changed = new Map((request.changes ?? []).map((change) => [change.path, change]));
  const shown = (path: string, value: unknown, format: ValueFormat | undefined): ReactNode => {
    const text = valueText(value, format);
    const change = changed.get(path) ?? [...changed.values()].find((entry) => entry.path.startsWith(`${path}.`));
    if (!change) return text;
    const before = changed.has(path) ? valueText(change.before, format) : null;
    return (
      <>
        <ins className="rounded bg-canvas px-1 font-semibold text-accent no-underline">{text}</ins>{' '}
        <span className="text-ink-muted">({before === null ? t('changes_title') : t('changed_from', { before })})</span>
      </>
    );
  };
  const rowsOf = (group: ViewGroup, base: string) =>
    group.fields
      .map((field) => {
        const path = base ? `${base}.${field.key}` : field.key;
        return { field, path, value: valueAt(request.data, path) };
      })
      .filter(({ value }) => given(value))
      .map(({ field, path, value }): [string, ReactNode] => [t(field.label), shown(path, value, field.format)]);

  const groupBlocks = (group: ViewGroup): ReactNode[] => {
    const stored = group.path ? valueAt(request.data, group.path) : request.data;
    if (group.list) {
      const items = Array.isArray(stored) ? stored : [];
      return items.map((_, index) => {
        const rows = rowsOf(group, `${group.path}.${index}`);
        const legend = group.legend ? t(group.legend, { n: index + 1 }) : '';
        return rows.length > 0 ? <Group key={`${group.path}.${index}`} legend={legend} rows={rows} /> : null;
      });
    }
    if (!given(stored)) {
      return group.absent
        ? [
            <p key={group.path} className="text-sm text-ink">
              {t(group.absent)}
            </p>,
          ]
        : [];
    }
    const rows = rowsOf(group, group.path);
    if (rows.length === 0) return [];
    return [<Group key={group.path || 'top'} legend={group.legend ? t(group.legend) : undefined} rows={rows} />];
  };

  return (
    <section aria-labelledby={headingId} className="rounded-card border border-line bg-surface p-4">
      <h2 id={headingId} className="mb-3 text-lg font-semibold text-ink">
        {t('request_data')}
      </h2>
      <div className="flex flex-col gap-6">
        {requestLayouts[request.kind].map((step) => {
          const blocks = step.groups.flatMap(groupBlocks).filter(Boolean);
          if (blocks.length === 0) return null;
          return (
            <section key={step.title} aria-labelledby={`${headingId}-${step.title}`} className="flex flex-col gap-3">
              <h3 id={`${headingId}-${step.title}`} className="text-base font-semibold text-ink">
                {t(step.title)}
              </h3>
              {blocks}
            </section>
          );
        })}
      </div>
    </section>
  );
}

function Group({ legend, rows }: { legend: string | undefined; rows: ReadonlyArray<[string, ReactNode]> }) {
  if (!legend) return <FieldList rows={rows} />;
  return (
    <div className="flex flex-col gap-2">
      <h4 className="text-sm font-semibold text-ink-muted">{legend}</h4>
      <FieldList rows={rows} />
    </div>
  );
}

/** What changed since the previous submission. */
export function RequestChanges({ request }: { request: RequestDetail }) {
  const { t } = useTranslation(customerCreationNamespace);
  const { changes } = request;
  const fieldName = useFieldName(request.kind);
  const valueText = useValueText(useRequestCurrency(request));
  const changeText = (path: string, value: string | null) =>
    valueText(value, viewFieldAt(request.kind, path)?.field.format);
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
                  <del className="text-danger">{changeText(change.path, change.before)}</del>
                </td>
                <td className="px-3 py-2">
                  <ins className="text-accent no-underline">{changeText(change.path, change.after)}</ins>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** Customers and open requests the new customer may duplicate, with links (the review screen). */
export function RequestDuplicates({ request }: { request: RequestDetail }) {
  const { t } = useTranslation(customerCreationNamespace);
  if (request.duplicates.length === 0) return null;
  return (
    <section aria-labelledby="cc-duplicates-heading" className="rounded-card border border-warning bg-surface p-4">
      <h2 id="cc-duplicates-heading" className="mb-3 text-lg font-semibold text-ink">
        {t('duplicates_review_title')}
      </h2>
      <DuplicateLinks duplicates={request.duplicates} />
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
