import { documentStatuses, type DocumentFilter, type DocumentType } from '@portal/contracts';
import { Button } from '@portal/ui';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { namespace } from '../labels.ts';

export const fieldClass =
  'mt-1 block w-full rounded-lg border border-line bg-surface px-3 py-2 text-sm text-ink focus-visible:outline-2 focus-visible:outline-brand';
export const labelClass = 'block text-sm font-semibold text-ink';

interface DocumentFiltersProps {
  type: DocumentType;
  filter: DocumentFilter;
  onChange: (filter: DocumentFilter) => void;
}

const withoutEmpty = (filter: DocumentFilter): DocumentFilter =>
  Object.fromEntries(Object.entries(filter).filter(([, value]) => Boolean(value))) as DocumentFilter;

/** Search, status and issue dates: choices apply at once, the search on submit (Enter or the button). */
export function DocumentFilters({ type, filter, onChange }: DocumentFiltersProps) {
  const { t } = useTranslation(namespace);
  const id = useId();
  const [datesInvalid, setDatesInvalid] = useState(false);
  const apply = (patch: Partial<DocumentFilter>) => {
    const next = withoutEmpty({ ...filter, ...patch });
    const invalid = Boolean(next.from && next.to && next.from > next.to);
    setDatesInvalid(invalid);
    if (!invalid) onChange(next);
  };
  const submitSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = new FormData(event.currentTarget).get('q');
    apply({ q: typeof q === 'string' && q.trim() ? q.trim() : undefined });
  };
  // Payments are settled when made: their status says nothing.
  const statuses = type === 'payment' ? [] : documentStatuses;

  return (
    <form
      role="search"
      aria-labelledby={`${id}-heading`}
      onSubmit={submitSearch}
      className="mb-4 rounded-card border border-line bg-surface p-4"
    >
      <h2 id={`${id}-heading`} className="sr-only">
        {t('filters_heading')}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-q`} className={labelClass}>
            {t('filter_search')}
          </label>
          <div className="mt-1 flex gap-2">
            <input
              key={filter.q ?? ''}
              id={`${id}-q`}
              name="q"
              type="search"
              defaultValue={filter.q}
              maxLength={60}
              placeholder={t('filter_search_hint')}
              className={fieldClass.replace('mt-1 ', '')}
            />
            <Button type="submit">{t('filter_apply')}</Button>
          </div>
        </div>
        {statuses.length > 0 ? (
          <div>
            <label htmlFor={`${id}-status`} className={labelClass}>
              {t('filter_status')}
            </label>
            <select
              id={`${id}-status`}
              value={filter.status ?? ''}
              onChange={(event) => apply({ status: (event.target.value || undefined) as DocumentFilter['status'] })}
              className={fieldClass}
            >
              <option value="">{t('filter_any')}</option>
              {statuses.map((status) => (
                <option key={status} value={status}>
                  {t(`status_${status}`)}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div>
          <label htmlFor={`${id}-from`} className={labelClass}>
            {t('filter_from')}
          </label>
          <input
            id={`${id}-from`}
            type="date"
            value={filter.from ?? ''}
            onChange={(event) => apply({ from: event.target.value || undefined })}
            aria-describedby={datesInvalid ? `${id}-dates-error` : undefined}
            className={fieldClass}
          />
        </div>
        <div>
          <label htmlFor={`${id}-to`} className={labelClass}>
            {t('filter_to')}
          </label>
          <input
            id={`${id}-to`}
            type="date"
            value={filter.to ?? ''}
            onChange={(event) => apply({ to: event.target.value || undefined })}
            aria-invalid={datesInvalid || undefined}
            aria-describedby={datesInvalid ? `${id}-dates-error` : undefined}
            className={fieldClass}
          />
        </div>
      </div>
      {datesInvalid ? (
        <p id={`${id}-dates-error`} role="alert" className="mt-2 text-sm text-danger">
          {t('filter_dates_invalid')}
        </p>
      ) : null}
      {Object.values(filter).some(Boolean) ? (
        <Button variant="secondary" className="mt-3" onClick={() => onChange({})}>
          {t('filter_clear')}
        </Button>
      ) : null}
    </form>
  );
}
