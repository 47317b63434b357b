import { brandCatalogue, orderStatuses, type OrderFilter } from '@portal/contracts';
import { Button } from '@portal/ui';
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ordersNamespace } from '../labels.ts';
import { recentSeasons } from './season-options.ts';

const brandsByName = [...brandCatalogue].sort((a, b) => a.label.localeCompare(b.label));
const fieldClass =
  'mt-1 block min-h-11 w-full rounded-lg border border-line bg-surface px-3 text-sm text-ink focus-visible:outline-2 focus-visible:outline-brand';
const labelClass = 'block text-sm font-medium text-ink';

interface OrderFiltersProps {
  filter: OrderFilter;
  onChange: (filter: OrderFilter) => void;
}

/**
 * The list's filters: choices apply at once, the search on submit (Enter or the button). Native controls, so
 * keyboards, screen readers and phones handle them as they handle every form.
 */
export function OrderFilters({ filter, onChange }: OrderFiltersProps) {
  const { t } = useTranslation(ordersNamespace);
  const id = useId();
  const apply = (patch: Partial<OrderFilter>) => {
    // An emptied field leaves the filter (and the address) instead of staying as an empty value.
    onChange(Object.fromEntries(Object.entries({ ...filter, ...patch }).filter(([, value]) => value)) as OrderFilter);
  };
  const submitSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = new FormData(event.currentTarget).get('q');
    apply({ q: typeof q === 'string' && q.trim() ? q.trim() : undefined });
  };
  const hasFilter = Object.values(filter).some(Boolean);

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
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-6">
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-q`} className={labelClass}>
            {t('filter_search')}
          </label>
          <div className="mt-1 flex gap-2">
            <input
              // Keyed by the applied search, so the field follows the address (back button, "clear filters").
              key={filter.q ?? ''}
              id={`${id}-q`}
              name="q"
              type="search"
              defaultValue={filter.q}
              maxLength={60}
              placeholder={t('filter_search_hint')}
              aria-describedby={`${id}-q-hint`}
              className={fieldClass.replace('mt-1 ', '')}
            />
            <Button type="submit">{t('filter_apply')}</Button>
          </div>
          <p id={`${id}-q-hint`} className="sr-only">
            {t('filter_search_hint')}
          </p>
        </div>
        <div>
          <label htmlFor={`${id}-status`} className={labelClass}>
            {t('filter_status')}
          </label>
          <select
            id={`${id}-status`}
            name="status"
            value={filter.status ?? ''}
            onChange={(event) => apply({ status: (event.target.value || undefined) as OrderFilter['status'] })}
            className={fieldClass}
          >
            <option value="">{t('filter_any')}</option>
            {orderStatuses.map((status) => (
              <option key={status} value={status}>
                {t(`status_${status}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-brand`} className={labelClass}>
            {t('filter_brand')}
          </label>
          <select
            id={`${id}-brand`}
            name="brand"
            value={filter.brand ?? ''}
            onChange={(event) => apply({ brand: event.target.value || undefined })}
            className={fieldClass}
          >
            <option value="">{t('filter_any')}</option>
            {brandsByName.map((brand) => (
              <option key={brand.id} value={brand.id}>
                {brand.label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-season`} className={labelClass}>
            {t('filter_season')}
          </label>
          <select
            id={`${id}-season`}
            name="season"
            value={filter.season ?? ''}
            onChange={(event) => apply({ season: event.target.value || undefined })}
            className={fieldClass}
          >
            <option value="">{t('filter_any')}</option>
            {recentSeasons().map((season) => (
              <option key={season} value={season}>
                {season}
              </option>
            ))}
          </select>
        </div>
        <div className="grid grid-cols-2 gap-3 sm:col-span-2 lg:col-span-6 lg:max-w-md">
          <div>
            <label htmlFor={`${id}-from`} className={labelClass}>
              {t('filter_from')}
            </label>
            <input
              id={`${id}-from`}
              name="from"
              type="date"
              value={filter.from ?? ''}
              max={filter.to}
              onChange={(event) => apply({ from: event.target.value || undefined })}
              className={fieldClass}
            />
          </div>
          <div>
            <label htmlFor={`${id}-to`} className={labelClass}>
              {t('filter_to')}
            </label>
            <input
              id={`${id}-to`}
              name="to"
              type="date"
              value={filter.to ?? ''}
              min={filter.from}
              onChange={(event) => apply({ to: event.target.value || undefined })}
              className={fieldClass}
            />
          </div>
        </div>
      </div>
      {hasFilter ? (
        <Button variant="secondary" className="mt-3" onClick={() => onChange({})}>
          {t('filter_clear')}
        </Button>
      ) : null}
    </form>
  );
}
