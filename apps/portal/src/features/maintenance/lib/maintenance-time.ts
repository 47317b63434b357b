import { labelLocaleOf, type LanguageId, type MaintenanceWindow } from '@portal/contracts';

/**
 * When a planned maintenance is, in the reader's language and time zone (Intl; `timeZone` only for tests):
 * "Saturday, 5 December 2026 at 22:00 CET", or the range to its end, with the zone named so nobody misreads it.
 */
export function maintenanceTimeText(planned: MaintenanceWindow, language: LanguageId, timeZone?: string): string {
  const format = new Intl.DateTimeFormat(labelLocaleOf(language), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
    ...(timeZone ? { timeZone } : {}),
  });
  const from = new Date(planned.from);
  return planned.until ? format.formatRange(from, new Date(planned.until)) : format.format(from);
}
