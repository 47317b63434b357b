import { documentStatusFilters, type DocumentFilter, type DocumentType } from '@portal/contracts';
import { useFormatters } from '@portal/portal-kit';
import { Button, formFieldClass, formLabelClass, SearchField, submittedSearch, withoutEmpty } from '@portal/ui';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { namespace } from '../labels.ts';

interface DocumentFiltersProps {
  type: DocumentType;
  filter: DocumentFilter;
  onChange: (filter: DocumentFilter) => void;
}

/** Search, status and issue dates: choices apply at once, the search on submit (Enter or the button). */
export function DocumentFilters({ type, filter, onChange }: DocumentFiltersProps) {
  const { t } = useTranslation(namespace);
  const format = useFormatters();
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
    apply({ q: submittedSearch(event.currentTarget) });
  };
  // Payments are settled when made: their status says nothing.
  const statuses = type === 'payment' ? [] : documentStatusFilters;

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
          <SearchField
            idPrefix={id}
            value={filter.q}
            label={t('filter_search')}
            placeholder={t('filter_search_hint')}
            submitLabel={t('filter_apply')}
          />
        </div>
        {statuses.length > 0 ? (
          <div>
            <label htmlFor={`${id}-status`} className={formLabelClass}>
              {t('filter_status')}
            </label>
            <select
              id={`${id}-status`}
              value={filter.status ?? ''}
              onChange={(event) => apply({ status: (event.target.value || undefined) as DocumentFilter['status'] })}
              className={formFieldClass}
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
          <label htmlFor={`${id}-from`} className={formLabelClass}>
            {t('filter_from')}
          </label>
          <input
            id={`${id}-from`}
            type="date"
            value={filter.from ?? ''}
            onChange={(event) => apply({ from: event.target.value || undefined })}
            aria-describedby={datesInvalid ? `${id}-dates-error` : undefined}
            className={formFieldClass}
          />
        </div>
        <div>
          <label htmlFor={`${id}-to`} className={formLabelClass}>
            {t('filter_to')}
          </label>
          <input
            id={`${id}-to`}
            type="date"
            value={filter.to ?? ''}
            onChange={(event) => apply({ to: event.target.value || undefined })}
            aria-invalid={datesInvalid || undefined}
            aria-describedby={datesInvalid ? `${id}-dates-error` : undefined}
            className={formFieldClass}
          />
        </div>
      </div>
      {filter.dueFrom || filter.dueTo || filter.currency ? (
        // Set by the account summary's links: shown, and cleared with the other filters.
        <p className="mt-3 text-sm text-ink">
          {[
            filter.dueFrom && filter.dueTo
              ? t('filter_due_between', { from: format.date(filter.dueFrom), to: format.date(filter.dueTo) })
              : filter.dueFrom
                ? t('filter_due_from', { date: format.date(filter.dueFrom) })
                : filter.dueTo
                  ? t('filter_due_to', { date: format.date(filter.dueTo) })
                  : null,
            filter.currency ? t('filter_currency', { currency: filter.currency }) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      ) : null}
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
