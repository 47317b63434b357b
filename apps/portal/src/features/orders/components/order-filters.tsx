import { orderStatuses, type OrderFilter } from '@portal/contracts';
import { Button } from '@portal/ui';
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BrandSeasonPeriodFields,
  filterFieldClass,
  filterLabelClass,
  withoutEmpty,
} from '../../../components/brand-season-period-fields.tsx';
import { ordersNamespace } from '../labels.ts';

interface OrderFiltersProps {
  filter: OrderFilter;
  onChange: (filter: OrderFilter) => void;
}

/** The list's filters: choices apply at once, the search on submit (Enter or the button). */
export function OrderFilters({ filter, onChange }: OrderFiltersProps) {
  const { t } = useTranslation(ordersNamespace);
  const id = useId();
  const apply = (patch: Partial<OrderFilter>) => onChange(withoutEmpty({ ...filter, ...patch }));
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
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-q`} className={filterLabelClass}>
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
              className={filterFieldClass.replace('mt-1 ', '')}
            />
            <Button type="submit">{t('filter_apply')}</Button>
          </div>
        </div>
        <div className="sm:col-span-2 lg:col-span-1">
          <label htmlFor={`${id}-status`} className={filterLabelClass}>
            {t('filter_status')}
          </label>
          <select
            id={`${id}-status`}
            name="status"
            value={filter.status ?? ''}
            onChange={(event) => apply({ status: (event.target.value || undefined) as OrderFilter['status'] })}
            className={filterFieldClass}
          >
            <option value="">{t('filter_any')}</option>
            {orderStatuses.map((status) => (
              <option key={status} value={status}>
                {t(`status_${status}`)}
              </option>
            ))}
          </select>
        </div>
        <BrandSeasonPeriodFields
          idPrefix={id}
          value={filter}
          onChange={apply}
          labels={{
            brand: t('filter_brand'),
            season: t('filter_season'),
            from: t('filter_from'),
            to: t('filter_to'),
            any: t('filter_any'),
          }}
        />
      </div>
      {hasFilter ? (
        <Button variant="secondary" className="mt-3" onClick={() => onChange({})}>
          {t('filter_clear')}
        </Button>
      ) : null}
    </form>
  );
}
