import { brandCatalogue } from '../accounts/index.ts';

/** Brand pages are keyed by the catalogue id (spec 3): `brand-page.40`, `brand-landing.40`, `brand-contents.40`. */
export const brandPageKinds = ['brand-page', 'brand-landing', 'brand-contents'] as const;
export type BrandPageKind = (typeof brandPageKinds)[number];

export function brandPageKey(kind: BrandPageKind, brandId: string): string {
  return `${kind}.${brandId}`;
}

/** The catalogue id of a brand given by id (`40`) or by slug (`the-north-face`); null for an unknown brand. */
export function brandIdOf(brand: string): string | null {
  const found = brandCatalogue.find((entry) => entry.id === brand || entry.iconName === brand);
  return found?.id ?? null;
}

/** Generic pages (spec 7, `/priv/api/v1/cms/{lang}/{path}`), key `page.<path with dots>`. */
export function genericPageKey(path: string): string {
  return `page.${path.replaceAll('/', '.')}`;
}
