import { brandCatalogue } from '@portal/contracts';

const names = new Map(brandCatalogue.map((brand) => [brand.id, brand.label]));

/** The catalogue's name of a brand id; an id the catalogue does not know is shown as it is. */
export function brandName(brandId: string): string {
  return names.get(brandId) ?? brandId;
}
