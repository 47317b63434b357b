import { brandCatalogue } from '@portal/contracts';
import { formFieldClass, formLabelClass } from '@portal/ui';
import { isInvertedPeriod, type BrandSeasonPeriod } from '../lib/brand-season-period.ts';
import { recentSeasons } from '../lib/seasons.ts';

const brandsByName = [...brandCatalogue].sort((a, b) => a.label.localeCompare(b.label));

export interface BrandSeasonPeriodLabels {
  brand: string;
  season: string;
  from: string;
  to: string;
  /** The empty choice of a select ("All"). */
  any: string;
  /** Next to the end date when it is before the start date. */
  invertedPeriod: string;
}

interface BrandSeasonPeriodFieldsProps {
  idPrefix: string;
  value: BrandSeasonPeriod;
  onChange: (patch: BrandSeasonPeriod) => void;
  labels: BrandSeasonPeriodLabels;
}

/**
 * Brand, season and date-range fields (orders and reports filter by them). Native controls, so keyboards,
 * screen readers and phones handle them as they handle every form; each choice applies at once.
 */
export function BrandSeasonPeriodFields({ idPrefix, value, onChange, labels }: BrandSeasonPeriodFieldsProps) {
  const inverted = isInvertedPeriod(value);
  const errorId = `${idPrefix}-period-error`;
  return (
    <>
      <div>
        <label htmlFor={`${idPrefix}-brand`} className={formLabelClass}>
          {labels.brand}
        </label>
        <select
          id={`${idPrefix}-brand`}
          name="brand"
          value={value.brand ?? ''}
          onChange={(event) => onChange({ brand: event.target.value || undefined })}
          className={formFieldClass}
        >
          <option value="">{labels.any}</option>
          {brandsByName.map((brand) => (
            <option key={brand.id} value={brand.id}>
              {brand.label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${idPrefix}-season`} className={formLabelClass}>
          {labels.season}
        </label>
        <select
          id={`${idPrefix}-season`}
          name="season"
          value={value.season ?? ''}
          onChange={(event) => onChange({ season: event.target.value || undefined })}
          className={formFieldClass}
        >
          <option value="">{labels.any}</option>
          {recentSeasons().map((season) => (
            <option key={season} value={season}>
              {season}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${idPrefix}-from`} className={formLabelClass}>
          {labels.from}
        </label>
        <input
          id={`${idPrefix}-from`}
          name="from"
          type="date"
          value={value.from ?? ''}
          max={value.to}
          onChange={(event) => onChange({ from: event.target.value || undefined })}
          className={formFieldClass}
        />
      </div>
      <div>
        <label htmlFor={`${idPrefix}-to`} className={formLabelClass}>
          {labels.to}
        </label>
        <input
          id={`${idPrefix}-to`}
          name="to"
          type="date"
          value={value.to ?? ''}
          min={value.from}
          onChange={(event) => onChange({ to: event.target.value || undefined })}
          aria-invalid={inverted || undefined}
          aria-describedby={inverted ? errorId : undefined}
          className={formFieldClass}
        />
        {inverted ? (
          <p id={errorId} role="alert" className="mt-1 text-sm text-danger">
            {labels.invertedPeriod}
          </p>
        ) : null}
      </div>
    </>
  );
}
