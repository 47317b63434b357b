import { isoDateSchema, orderBrandIdSchema, seasonSchema } from '@portal/contracts';

/** The brand, season and period filters that orders and reports share, as the address holds them. */
export interface BrandSeasonPeriod {
  brand?: string;
  season?: string;
  from?: string;
  to?: string;
}

/** A period that ends before it starts: the fields say so, and nothing is asked for until it is corrected. */
export function isInvertedPeriod({ from, to }: BrandSeasonPeriod): boolean {
  return Boolean(from && to && from > to);
}

/**
 * Reads those filters from the address, leaving out values the API would refuse (a hand-edited address). An
 * inverted period is kept, so its fields can say what is wrong instead of the list silently showing another one.
 */
export function readBrandSeasonPeriod(search: URLSearchParams): BrandSeasonPeriod {
  const filter: BrandSeasonPeriod = {};
  const brand = orderBrandIdSchema.safeParse(search.get('brand'));
  if (brand.success) filter.brand = brand.data;
  const season = seasonSchema.safeParse(search.get('season'));
  if (season.success) filter.season = season.data;
  const from = isoDateSchema.safeParse(search.get('from'));
  if (from.success) filter.from = from.data;
  const to = isoDateSchema.safeParse(search.get('to'));
  if (to.success) filter.to = to.data;
  return filter;
}

/** An address query of the values that are set, in the given order (so equal filters give equal addresses). */
export function searchOf(values: Record<string, string | undefined>): URLSearchParams {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value) search.set(name, value);
  return search;
}
