/** A point in time as the user's language writes it, e.g. "12 March 2026 at 14:05". */
export function formatDateTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));
}
