import { describe, expect, it } from 'vitest';
import { customerListLimit } from '../src/accounts.ts';
import {
  isExistingDate,
  isoDateSchema,
  orderExportQuerySchema,
  orderListQuerySchema,
  orderParamsSchema,
} from '../src/orders.ts';

describe('order contracts', () => {
  it('take only calendar dates that exist', () => {
    expect(isoDateSchema.safeParse('2026-02-28').success).toBe(true);
    expect(isoDateSchema.safeParse('2028-02-29').success).toBe(true);
    for (const bad of ['2026-02-30', '2026-13-01', '26-01-01', '2026-1-1', '2026-01-01T00:00:00Z']) {
      expect(isoDateSchema.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('default the paging and name the field of a bad filter', () => {
    expect(orderListQuerySchema.parse({ customer: '1000101' })).toEqual({
      customer: ['1000101'],
      pageNumber: 0,
      pageSize: 20,
    });
    const reversed = orderListQuerySchema.safeParse({ customer: '1000101', from: '2026-05-01', to: '2026-04-30' });
    expect(reversed.error?.issues.map((issue) => issue.path)).toEqual([['to']]);
    const brand = orderListQuerySchema.safeParse({ customer: '1000101', brand: '99' });
    expect(brand.error?.issues.map((issue) => issue.path)).toEqual([['brand']]);
    expect(orderListQuerySchema.parse({ customer: '1000101', q: '  NF0A  ' }).q).toBe('NF0A');
  });

  it('take one sold-to or several, comma-separated, each once; a bad part is named', () => {
    expect(orderListQuerySchema.parse({ customer: '1000102, 1000103,1000102' }).customer).toEqual([
      '1000102',
      '1000103',
    ]);
    for (const bad of ['1000102,12ab', '1000102,', '', '1000102;1000103']) {
      const parsed = orderListQuerySchema.safeParse({ customer: bad });
      expect(
        parsed.error?.issues.map((issue) => issue.path),
        bad,
      ).toEqual([['customer']]);
    }
    const many = Array.from({ length: customerListLimit + 1 }, (_, index) => String(2000000 + index)).join(',');
    expect(orderListQuerySchema.safeParse({ customer: many }).success).toBe(false);
  });

  it('export as CSV unless XLSX is asked for', () => {
    expect(orderExportQuerySchema.parse({ customer: '1000101' }).format).toBe('csv');
    expect(orderExportQuerySchema.safeParse({ customer: '1000101', format: 'pdf' }).success).toBe(false);
  });

  it('name an order by its source and number', () => {
    expect(orderParamsSchema.safeParse({ source: 'b2b', orderId: 'B2B-10100001' }).success).toBe(true);
    expect(orderParamsSchema.safeParse({ source: 'fax', orderId: '4510100001' }).success).toBe(false);
    expect(orderParamsSchema.safeParse({ source: 'sap', orderId: '../x' }).success).toBe(false);
  });
});

describe('isExistingDate', () => {
  /** The rule it replaces: the date round-trips through `Date`. */
  const byDate = (value: string) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  };
  const pad = (value: number, width: number) => String(value).padStart(width, '0');

  it('agrees with Date on every day number 00 to 32 of every month 00 to 13, across leap and century years', () => {
    const years = [0, 4, 100, 400, 1582, 1899, 1900, 1999, 2000, 2023, 2024, 2025, 2026, 2100, 2400, 9999];
    for (const year of years) {
      for (let month = 0; month <= 13; month += 1) {
        for (let day = 0; day <= 32; day += 1) {
          const value = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
          expect(isExistingDate(value), value).toBe(byDate(value));
        }
      }
    }
  });

  it('refuses what is not YYYY-MM-DD', () => {
    for (const value of ['', '2026-2-01', '2026-02-1', '26-02-01', '2026/02/01', '2026-02-01T00:00', 'abcd-ef-gh']) {
      expect(isExistingDate(value), value).toBe(false);
    }
  });
});
