/**
 * The brand catalogue of spec section 3: id, department and orderBrand as given there; `order` (the general
 * sort) is alphabetical, as the spec lists them. The slug names a brand's icon files and colour class.
 */
export interface CatalogueBrand {
  id: string;
  label: string;
  department: string;
  /** General sort (brand lists). */
  order: number;
  /** Sort of the brand-selection step (spec 9: "by orderBrand when requested"). */
  orderBrand: number;
  slug: string;
}

function brand(id: string, label: string, department: string, order: number, orderBrand: number, slug: string) {
  return { id, label, department, order, orderBrand, slug } satisfies CatalogueBrand;
}

export const brandCatalogue: readonly CatalogueBrand[] = [
  brand('70', 'Altra', 'ZA', 1, 8, 'altra'),
  brand('60', 'Dickies', 'ZD', 2, 5, 'dickies'),
  brand('10', 'Eastpak/Jansport', 'ZE', 3, 6, 'eastpak-jansport'),
  brand('65', 'Icebreaker', 'ZI', 4, 9, 'icebreaker'),
  brand('15', 'Kipling', 'ZK', 5, 7, 'kipling'),
  brand('25', 'Napapijri', 'ZN', 6, 4, 'napapijri'),
  brand('35', 'Smartwool', 'ZB', 7, 10, 'smartwool'),
  brand('40', 'The North Face', 'ZT', 8, 1, 'the-north-face'),
  brand('45', 'Timberland', 'ZC', 9, 3, 'timberland'),
  brand('50', 'Vans', 'ZV', 10, 2, 'vans'),
];

/**
 * Brands whose order management takes an order only with the customer's purchase order number: the portal asks for
 * it (the PO-number-required modal) before it opens the tool, and the server refuses the tool's address without it.
 */
export const poNumberRequiredBrands: readonly string[] = ['40', '45'];

/** A customer's purchase order number as the order systems accept it. */
export const poNumberPattern = /^[A-Za-z0-9][A-Za-z0-9 ./_-]{0,34}$/;

/**
 * The legacy modules that take the PO number of a brand that requires one: order management places the order
 * there and then (the B2B shop asks for it at its own checkout).
 */
export const poNumberModules = ['ORDERMANAGEMENT'] as const;

/** Icon paths of a brand (plain, light, dark), under the public media path. */
export function brandIcons(slug: string): { plain: string; light: string; dark: string } {
  return {
    plain: `/media/brands/${slug}.svg`,
    light: `/media/brands/${slug}-light.svg`,
    dark: `/media/brands/${slug}-dark.svg`,
  };
}

/** The catalogue entries of the given brand ids, sorted generally or for the brand-selection step. */
export function catalogueBrands(ids: readonly string[], sort: 'order' | 'orderBrand' = 'order'): CatalogueBrand[] {
  const wanted = new Set(ids);
  return brandCatalogue.filter((entry) => wanted.has(entry.id)).sort((a, b) => a[sort] - b[sort]);
}
