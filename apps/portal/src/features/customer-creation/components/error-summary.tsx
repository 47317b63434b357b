import { useContext, useId, type Ref } from 'react';
import type { FieldError, FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { customerCreationNamespace, label } from '../labels.ts';
import { errorLabel, FieldRegistry } from './fields.tsx';

export interface PathError {
  /** The form path, e.g. `contacts.0.email`; a list's own error is at the list's path. */
  path: string;
  error: FieldError;
}

/** Every error of the form with its path, from react-hook-form's nested errors (a list's own error is `root`). */
export function errorList(errors: FieldErrors | Record<string, unknown>, prefix = ''): PathError[] {
  return Object.entries(errors).flatMap(([key, value]): PathError[] => {
    if (typeof value !== 'object' || value === null) return [];
    const path = key === 'root' ? prefix : prefix ? `${prefix}.${key}` : key;
    if (typeof (value as { type?: unknown }).type === 'string') return [{ path, error: value as FieldError }];
    return errorList(value as Record<string, unknown>, path);
  });
}

/** Whether `path` is the field `field` or lies within it (`soldTo.city` within `soldTo`). */
export const isWithin = (path: string, field: string) => path === field || path.startsWith(`${field}.`);

/**
 * WCAG 3.3.1: above the form after a refused step, every error the step has, named by its field's label (in its
 * group) and linking to the field; the field itself says the same next to it. The list follows the page order.
 */
export function ErrorSummary({ errors, ref }: { errors: readonly PathError[]; ref?: Ref<HTMLDivElement> }) {
  const { t } = useTranslation(customerCreationNamespace);
  const titleId = useId();
  const registry = useContext(FieldRegistry);
  const items = errors.map(({ path, error }) => {
    const entry = registry?.get(path);
    const message = t(label(errorLabel(error, path) ?? 'error_invalid'));
    return { path, entry, message };
  });
  const position = (id: string | undefined) => (id ? document.getElementById(id) : null);
  items.sort((a, b) => {
    const first = position(a.entry?.id);
    const second = position(b.entry?.id);
    if (!first || !second) return first ? -1 : second ? 1 : 0;
    return first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
  });
  if (items.length === 0) return null;
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      aria-labelledby={titleId}
      className="rounded-card border border-red-200 bg-red-50 p-4 text-ink focus:outline-none"
    >
      <p id={titleId} className="font-semibold">
        {t('summary_title', { count: items.length })}
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {items.map(({ path, entry, message }) => (
          <li key={path}>
            {entry ? (
              <a
                href={`#${entry.id}`}
                className="font-medium text-danger underline"
                onClick={(event) => {
                  event.preventDefault();
                  document.getElementById(entry.id)?.focus();
                }}
              >
                {t('summary_item', { field: entry.label, error: message })}
              </a>
            ) : (
              message
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
