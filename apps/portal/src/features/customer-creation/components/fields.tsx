import { isLanguageId, type LanguageId } from '@portal/contracts';
import { formFieldClass, formLabelClass } from '@portal/ui';
import { createContext, useContext, useId, useLayoutEffect, type ReactNode } from 'react';
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
      if (/at least one/.test(message)) return 'error_at_least_one';
      // A number below its minimum (a negative volume or credit limit), not an empty field.
      return /or more/.test(message) ? 'error_number' : 'error_required';
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

/** The message of the error at `name` in the page language (a list's own error sits at `name.root`). */
export function useFieldError(name: string): string | undefined {
  const { t } = useTranslation(customerCreationNamespace);
  const {
    formState: { errors },
  } = useFormContext();
  const found = get(errors as FieldErrors, name) as (FieldError & { root?: FieldError }) | undefined;
  const key = errorLabel(typeof found?.type === 'string' ? found : found?.root, name);
  return key ? t(label(key)) : undefined;
}

/** A field or a group message as the error summary names and links it. */
export interface FieldEntry {
  id: string;
  label: string;
}

/**
 * The fields on the page by form path, filled in by the fields themselves: the error summary names each error by
 * the label the user sees, in the group it is in ("Sold-to (registered address): City"), and links to it.
 */
export const FieldRegistry = createContext<Map<string, FieldEntry> | null>(null);
const GroupLegend = createContext<string | undefined>(undefined);

function useFieldEntry(name: string, id: string, fieldLabel: string): void {
  const { t } = useTranslation(customerCreationNamespace);
  const registry = useContext(FieldRegistry);
  const group = useContext(GroupLegend);
  const shown = group ? t('field_in_group', { group, field: fieldLabel }) : fieldLabel;
  useLayoutEffect(() => {
    if (!registry) return undefined;
    registry.set(name, { id, label: shown });
    return () => {
      if (registry.get(name)?.id === id) registry.delete(name);
    };
  }, [registry, name, id, shown]);
}

/** A fieldset whose legend also names its fields in the error summary. */
export function FieldGroup({
  legend,
  className,
  children,
}: {
  legend: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <fieldset className={className}>
      <legend className="px-1 font-semibold text-ink">{legend}</legend>
      <GroupLegend.Provider value={legend}>{children}</GroupLegend.Provider>
    </fieldset>
  );
}

/**
 * The error of a whole list or group (no brand given, a brand twice, brands to deliver): its message element, with
 * an id the group's `aria-describedby` and the error summary point at.
 */
export function useGroupError(name: string, groupLabel: string): { id: string; message: string | undefined } {
  const id = `${useId()}-error`;
  const message = useFieldError(name);
  useFieldEntry(name, id, groupLabel);
  return { id, message };
}

/** Always in the page (empty without an error), so the error summary can place the message in the page order. */
export function GroupError({ id, message }: { id: string; message: string | undefined }) {
  return (
    <p id={id} tabIndex={-1} className="text-sm font-medium text-danger empty:hidden focus:outline-none">
      {message}
    </p>
  );
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
  useFieldEntry(name, id, label);
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
  useFieldEntry(name, id, label);
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
    <FieldGroup legend={legend} className="grid gap-4 rounded-card border border-line p-4 sm:grid-cols-2">
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
    </FieldGroup>
  );
}
