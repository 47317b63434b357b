import { isLanguageId, labelLocaleOf, type LanguageId } from '@portal/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Dates, numbers and money written the way the chosen language writes them (spec 4), through Intl. */
export interface Formatters {
  /** "12 March 2026" */
  date: (value: string | Date) => string;
  /** "12 Mar 2026" (tables and other narrow places) */
  shortDate: (value: string | Date) => string;
  /** A calendar month `2026-03` as "Mar 2026" (report periods) */
  month: (value: string) => string;
  /** "12 March 2026 at 14:05" */
  dateTime: (value: string | Date) => string;
  number: (value: number, options?: Intl.NumberFormatOptions) => string;
  /** An amount in an ISO 4217 currency, e.g. money(1234.5, 'EUR') → "1.234,50 €" in German. */
  money: (amount: number, currency: string) => string;
}

export function createFormatters(language: LanguageId): Formatters {
  const locale = labelLocaleOf(language);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long' });
  const shortDate = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' });
  const month = new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric' });
  return {
    date: (value) => date.format(toDate(value)),
    shortDate: (value) => shortDate.format(toDate(value)),
    dateTime: (value) => dateTime.format(toDate(value)),
    month: (value) => month.format(toDate(`${value}-01`)),
    number: (value, options) => new Intl.NumberFormat(locale, options).format(value),
    money: (amount, currency) => new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount),
  };
}

/**
 * A calendar date (`2026-03-12`) is that day wherever the reader is: read as local midnight, not as UTC
 * midnight, which west of Greenwich would show the day before. Instants (with a time) stay instants.
 */
function toDate(value: string | Date): Date {
  if (value instanceof Date) return value;
  const calendarDate = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (calendarDate) return new Date(Number(calendarDate[1]), Number(calendarDate[2]) - 1, Number(calendarDate[3]));
  return new Date(value);
}

/** The formatters of the page's current language; they change with it. */
export function useFormatters(): Formatters {
  const { i18n } = useTranslation();
  const language = isLanguageId(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  return useMemo(() => createFormatters(language), [language]);
}
