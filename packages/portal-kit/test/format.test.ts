import { describe, expect, it } from 'vitest';
import { createFormatters } from '../src/format.ts';

// Intl may use narrow no-break spaces; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('createFormatters', () => {
  const when = new Date(Date.UTC(2026, 2, 12, 12, 0));

  it('writes dates the way each language does', () => {
    expect(createFormatters('en').date(when)).toBe('March 12, 2026');
    expect(createFormatters('de').date(when)).toBe('12. März 2026');
    expect(createFormatters('it').date('2026-03-12T12:00:00Z')).toBe('12 marzo 2026');
  });

  it('writes a calendar date as that day in every time zone, and short dates for tables', () => {
    // TZ is set per process; a calendar date read as UTC midnight would be the 11th west of Greenwich.
    expect(createFormatters('en').date('2026-03-12')).toBe('March 12, 2026');
    expect(createFormatters('en').shortDate('2026-03-12')).toBe('Mar 12, 2026');
    expect(createFormatters('de').shortDate('2026-03-12')).toBe('12.03.2026');
    expect(createFormatters('en').month('2026-03')).toBe('Mar 2026');
    expect(createFormatters('de').month('2026-03')).toBe('März 2026');
  });

  it('writes numbers and money with the language separators', () => {
    expect(plain(createFormatters('de').money(1234.5, 'EUR'))).toBe('1.234,50 €');
    expect(plain(createFormatters('en').money(1234.5, 'USD'))).toBe('$1,234.50');
    expect(plain(createFormatters('fr').number(1234.5))).toBe('1 234,5');
    expect(plain(createFormatters('es').number(0.25, { style: 'percent' }))).toBe('25 %');
  });
});
