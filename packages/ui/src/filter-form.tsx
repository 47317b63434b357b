import { Button } from './button.tsx';

/** A native form control of the filter and form panels (44 px high, the portal's focus ring). */
export const formFieldClass =
  'mt-1 block min-h-11 w-full rounded-lg border border-line bg-surface px-3 py-2 text-sm text-ink focus-visible:outline-2 focus-visible:outline-brand';
export const formLabelClass = 'block text-sm font-medium text-ink';

export interface SearchFieldProps {
  /** The id prefix of the form (the field is `${idPrefix}-q`). */
  idPrefix: string;
  /** The applied search: the field follows it (back button, "clear filters"). */
  value: string | undefined;
  label: string;
  placeholder: string;
  submitLabel: string;
  maxLength?: number;
}

/**
 * The search box of a filter form: a `q` field and its submit button, applied on submit (Enter or the button) by
 * the form, which reads `q` from its FormData. Uncontrolled and keyed by the applied value, so typing is not
 * re-rendered by the page and a new address resets it.
 */
export function SearchField({ idPrefix, value, label, placeholder, submitLabel, maxLength = 60 }: SearchFieldProps) {
  return (
    <>
      <label htmlFor={`${idPrefix}-q`} className={formLabelClass}>
        {label}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          key={value ?? ''}
          id={`${idPrefix}-q`}
          name="q"
          type="search"
          defaultValue={value}
          maxLength={maxLength}
          placeholder={placeholder}
          className={formFieldClass.replace('mt-1 ', '')}
        />
        <Button type="submit">{submitLabel}</Button>
      </div>
    </>
  );
}

/** The search a filter form submitted (`q` of its FormData), trimmed; undefined when empty. */
export function submittedSearch(form: HTMLFormElement): string | undefined {
  const q = new FormData(form).get('q');
  return typeof q === 'string' && q.trim() ? q.trim() : undefined;
}

/** The filter without the values that were emptied, so they leave the address too. */
export function withoutEmpty<Filter extends object>(filter: Filter): Filter {
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => Boolean(value))) as Filter;
}
