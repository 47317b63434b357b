import { orderStatuses, type OrderFilter } from '@portal/contracts';
import { Button, formFieldClass, formLabelClass, SearchField, submittedSearch, withoutEmpty } from '@portal/ui';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandSeasonPeriodFields } from '../../../components/brand-season-period-fields.tsx';
import { ordersNamespace } from '../labels.ts';

interface OrderFiltersProps {
  filter: OrderFilter;
  onChange: (filter: OrderFilter) => void;
}

/** The list's filters: choices apply at once, the search on submit (Enter or the button). */
export function OrderFilters({ filter, onChange }: OrderFiltersProps) {
  const { t } = useTranslation(ordersNamespace);
  const id = useId();
  // A second choice made before the address (and so `filter`) has caught up with the first builds on the first,
  // not on the filter of the last render: a quick user, or a slow device, would otherwise lose the first choice.
  const latest = useRef(filter);
  useEffect(() => {
    latest.current = filter;
  }, [filter]);
  const apply = (patch: Partial<OrderFilter>) => {
    latest.current = withoutEmpty({ ...latest.current, ...patch });
    onChange(latest.current);
  };
  const submitSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply({ q: submittedSearch(event.currentTarget) });
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
          <SearchField
            idPrefix={id}
            value={filter.q}
            label={t('filter_search')}
            placeholder={t('filter_search_hint')}
            submitLabel={t('filter_apply')}
          />
        </div>
        <div className="sm:col-span-2 lg:col-span-1">
          <label htmlFor={`${id}-status`} className={formLabelClass}>
            {t('filter_status')}
          </label>
          <select
            id={`${id}-status`}
            name="status"
            value={filter.status ?? ''}
            onChange={(event) => apply({ status: (event.target.value || undefined) as OrderFilter['status'] })}
            className={formFieldClass}
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
            invertedPeriod: t('filter_period_inverted'),
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
