import { label } from '../labels.ts';

/**
 * Form values as request data: texts trimmed, empty texts, empty objects and rows without any value left out, so a
 * draft stores only what was filled in and the schema reports a missing field as missing.
 *
 * `keepEmpty` keeps the empty objects and rows (still without empty texts), for checking what the form shows: an
 * empty sold-to address or contact row is then refused field by field, where the user sees the fields, instead of
 * as one missing object no field shows.
 */
export function cleaned<T extends Record<string, unknown>>(values: T, keepEmpty = false): Record<string, unknown> {
  const clean = (value: unknown): unknown => {
    if (typeof value === 'string') return value.trim() || undefined;
    if (Array.isArray(value)) {
      const rows = value.map(clean).filter((row) => row !== undefined);
      return rows;
    }
    if (typeof value === 'object' && value !== null) {
      const entries = Object.entries(value)
        .map(([key, inner]) => [key, clean(inner)] as const)
        .filter(([, inner]) => inner !== undefined);
      return entries.length > 0 || keepEmpty ? Object.fromEntries(entries) : undefined;
    }
    return value;
  };
  return (clean(values) as Record<string, unknown> | undefined) ?? {};
}

/** The label of a payment-terms code (`2/10NET30` -> `terms_2_10net30`). */
export const termsKey = (code: string) => label(`terms_${code.toLowerCase().replace(/[^a-z0-9]/g, '_')}`);
