import { isLanguageId, type LanguageId } from '@portal/contracts';
import { formFieldClass, formLabelClass } from '@portal/ui';
import { useId, type ReactNode } from 'react';
import { get, useFormContext, type FieldError, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { customerCreationNamespace, label } from '../labels.ts';
import { countryOptions, postcodeExamples } from './country-names.ts';

/** The page language, as the country names and formatters use it. */
export function usePageLanguage(): LanguageId {
  const { i18n } = useTranslation();
  return isLanguageId(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
}

/**
 * A field's error as a label of the page language, from the zod issue the shared schema raised (its code, and for
 * the country rules the field it is about); a server refusal names the field and reads the same way.
 */
export function errorLabel(error: FieldError | undefined, field: string): string | undefined {
  if (!error) return undefined;
  const last = field.split('.').at(-1) ?? field;
  const message = error.message ?? '';
  switch (error.type) {
    case 'too_small':
      return /at least one/.test(message) ? 'error_at_least_one' : 'error_required';
    case 'too_big':
      return 'error_too_long';
    case 'invalid_format':
      return 'error_email';
    case 'invalid_type':
      return /number/.test(message) ? 'error_number' : 'error_required';
    case 'invalid_value':
      return 'error_choose';
    case 'custom':
      if (last === 'vatId') return 'error_vat';
      if (last === 'postcode') return 'error_postcode';
      if (last === 'phone') return 'error_phone';
      if (last === 'country') return 'error_country';
      if (last === 'brandIds') return 'error_brands_not_bought';
      if (/twice/.test(message)) return 'error_brands_twice';
      if (/needs a brand/.test(message)) return 'error_extend_nothing';
      return 'error_invalid';
    default:
      return 'error_invalid';
  }
}

function useFieldError(name: string): string | undefined {
  const { t } = useTranslation(customerCreationNamespace);
  const {
    formState: { errors },
  } = useFormContext();
  const key = errorLabel(get(errors as FieldErrors, name) as FieldError | undefined, name);
  return key ? t(label(key)) : undefined;
}

interface FieldProps {
  name: string;
  label: string;
  hint?: string;
  required?: boolean;
}

function FieldShell({
  id,
  label,
  hint,
  error,
  required,
  children,
}: {
  id: string;
  label: string;
  hint?: string | undefined;
  error: string | undefined;
  required?: boolean | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation(customerCreationNamespace);
  return (
    <div>
      <label htmlFor={id} className={formLabelClass}>
        {label}
        {required ? <span className="text-ink-muted"> ({t('required')})</span> : null}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

const describedBy = (id: string, error: string | undefined, hint: string | undefined) =>
  error ? `${id}-error` : hint ? `${id}-hint` : undefined;

export function TextField({
  name,
  label,
  hint,
  required,
  type = 'text',
  autoComplete,
  multiline,
}: FieldProps & { type?: 'text' | 'email' | 'tel' | 'number'; autoComplete?: string; multiline?: boolean }) {
  const id = useId();
  const { register } = useFormContext();
  const error = useFieldError(name);
  const common = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, error, hint),
    'aria-required': required || undefined,
    className: formFieldClass,
    ...register(name),
  };
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} required={required}>
      {multiline ? <textarea rows={3} {...common} /> : <input type={type} autoComplete={autoComplete} {...common} />}
    </FieldShell>
  );
}

export function SelectField({
  name,
  label,
  hint,
  required,
  options,
  placeholder,
}: FieldProps & { options: ReadonlyArray<{ value: string; label: string }>; placeholder: string }) {
  const id = useId();
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} required={required}>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        aria-required={required || undefined}
        className={formFieldClass}
        {...register(name)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

export function CountryField({ name, label, required }: FieldProps) {
  const { t } = useTranslation(customerCreationNamespace);
  const language = usePageLanguage();
  const options = countryOptions(language).map((country) => ({ value: country.code, label: country.name }));
  return (
    <SelectField name={name} label={label} required={required} options={options} placeholder={t('choose_country')} />
  );
}

/** An address whose postcode hint follows the chosen country. */
export function AddressFields({ prefix, legend, shipTo }: { prefix: string; legend: string; shipTo?: boolean }) {
  const { t } = useTranslation(customerCreationNamespace);
  const { watch } = useFormContext();
  const country = watch(`${prefix}.country`) as string | undefined;
  const example = country ? postcodeExamples[country] : undefined;
  return (
    <fieldset className="grid gap-4 rounded-card border border-line p-4 sm:grid-cols-2">
      <legend className="px-1 font-semibold text-ink">{legend}</legend>
      <CountryField name={`${prefix}.country`} label={t('field_country')} required />
      <TextField name={`${prefix}.name`} label={shipTo ? t('field_store_name') : t('field_name')} required />
      <TextField name={`${prefix}.street`} label={t('field_street')} autoComplete="street-address" required />
      <TextField
        name={`${prefix}.postcode`}
        label={t('field_postcode')}
        hint={example ? t('postcode_example', { example }) : t('postcode_choose_country')}
        required
      />
      <TextField name={`${prefix}.city`} label={t('field_city')} required />
      {shipTo ? (
        <>
          <TextField name={`${prefix}.openingHours`} label={t('field_opening_hours')} hint={t('opening_hours_hint')} />
          <TextField name={`${prefix}.deliveryInstructions`} label={t('field_delivery_instructions')} multiline />
        </>
      ) : null}
    </fieldset>
  );
}
