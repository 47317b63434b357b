import { cx } from '@portal/ui';
import { useId, type ReactNode } from 'react';

const control =
  'min-h-11 rounded-lg border bg-surface px-3 py-2 text-sm text-ink outline-none focus:outline-2 focus:outline-solid focus:outline-offset-2 focus:outline-brand';

/**
 * The value of a field: controlled (`value` with `onChange`), or left to the form (`name` with `defaultValue`, read
 * from its FormData when it is sent).
 */
type FieldValue =
  | { value: string; onChange: (value: string) => void; name?: string; defaultValue?: undefined }
  | { name: string; defaultValue?: string; value?: undefined; onChange?: undefined };

/** A labelled native select, its error wired through aria-describedby. */
export function SelectField({
  label,
  value,
  onChange,
  name,
  defaultValue,
  options,
  errorMessage,
  required,
  className,
}: FieldValue & {
  label: ReactNode;
  options: Array<{ value: string; label: string }>;
  errorMessage?: string | undefined;
  required?: boolean;
  className?: string;
}) {
  const id = useId();
  const errorId = useId();
  return (
    <div className={cx('flex flex-col gap-1', className)}>
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        defaultValue={defaultValue}
        required={required}
        aria-invalid={errorMessage ? true : undefined}
        aria-describedby={errorMessage ? errorId : undefined}
        onChange={onChange ? (event) => onChange(event.currentTarget.value) : undefined}
        className={cx(control, errorMessage ? 'border-danger' : 'border-line')}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {errorMessage ? (
        <p id={errorId} className="text-sm text-danger">
          {errorMessage}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled textarea, its error (or hint) wired through aria-describedby. */
export function TextAreaField({
  label,
  value,
  onChange,
  name,
  defaultValue,
  errorMessage,
  maxLength,
  required,
  disabled,
  rows = 5,
}: FieldValue & {
  label: ReactNode;
  errorMessage?: string | undefined;
  maxLength?: number;
  required?: boolean;
  disabled?: boolean;
  rows?: number;
}) {
  const id = useId();
  const errorId = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        value={value}
        defaultValue={defaultValue}
        rows={rows}
        maxLength={maxLength}
        required={required}
        disabled={disabled}
        aria-invalid={errorMessage ? true : undefined}
        aria-describedby={errorMessage ? errorId : undefined}
        onChange={onChange ? (event) => onChange(event.currentTarget.value) : undefined}
        className={cx(control, errorMessage ? 'border-danger' : 'border-line')}
      />
      {errorMessage ? (
        <p id={errorId} className="text-sm text-danger">
          {errorMessage}
        </p>
      ) : null}
    </div>
  );
}
