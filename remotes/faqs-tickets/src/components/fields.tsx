import { cx } from '@portal/ui';
import { useId, type ReactNode } from 'react';

const control =
  'min-h-11 rounded-lg border bg-surface px-3 py-2 text-sm text-ink outline-none focus:outline-2 focus:outline-solid focus:outline-offset-2 focus:outline-brand';

/** A labelled native select, its error wired through aria-describedby. */
export function SelectField({
  label,
  value,
  onChange,
  options,
  errorMessage,
  required,
  className,
}: {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
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
        value={value}
        required={required}
        aria-invalid={errorMessage ? true : undefined}
        aria-describedby={errorMessage ? errorId : undefined}
        onChange={(event) => onChange(event.currentTarget.value)}
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
  errorMessage,
  maxLength,
  required,
  disabled,
  rows = 5,
}: {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
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
        value={value}
        rows={rows}
        maxLength={maxLength}
        required={required}
        disabled={disabled}
        aria-invalid={errorMessage ? true : undefined}
        aria-describedby={errorMessage ? errorId : undefined}
        onChange={(event) => onChange(event.currentTarget.value)}
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
