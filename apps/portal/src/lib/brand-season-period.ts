import { isoDateSchema, orderBrandIdSchema, seasonSchema } from '@portal/contracts';

/** The brand, season and period filters that orders and reports share, as the address holds them. */
export interface BrandSeasonPeriod {
  brand?: string;
  season?: string;
  from?: string;
  to?: string;
}

/** Reads those filters from the address, leaving out what the API would refuse (a hand-edited address). */
export function readBrandSeasonPeriod(search: URLSearchParams): BrandSeasonPeriod {
  const filter: BrandSeasonPeriod = {};
  const brand = orderBrandIdSchema.safeParse(search.get('brand'));
  if (brand.success) filter.brand = brand.data;
  const season = seasonSchema.safeParse(search.get('season'));
  if (season.success) filter.season = season.data;
  const from = isoDateSchema.safeParse(search.get('from'));
  if (from.success) filter.from = from.data;
  const to = isoDateSchema.safeParse(search.get('to'));
  if (to.success && (!filter.from || filter.from <= to.data)) filter.to = to.data;
  return filter;
}

/** An address query of the values that are set, in the given order (so equal filters give equal addresses). */
export function searchOf(values: Record<string, string | undefined>): URLSearchParams {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value) search.set(name, value);
  return search;
}
