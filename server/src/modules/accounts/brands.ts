import type { brands } from '../../db/schema.ts';

type Brand = typeof brands.$inferInsert;

/** A catalogue entry; the slug names its icon files and colour class. */
function brand(id: string, name: string, department: string, order: number, orderBrand: number, slug: string): Brand {
  return {
    id,
    name,
    department,
    order,
    orderBrand,
    iconPlain: `/media/brands/${slug}.svg`,
    iconLight: `/media/brands/${slug}-light.svg`,
    iconDark: `/media/brands/${slug}-dark.svg`,
    colorClass: `brand-${slug}`,
    iconName: slug,
  };
}

/**
 * The brand catalogue of spec section 3 (id, department, orderBrand as given there). `order`, the general sort,
 * is alphabetical, as the spec lists them.
 */
export const brandCatalogue: readonly Brand[] = [
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

/** Sales divisions: apparel, footwear, bags and equipment. */
export const divisions = { apparel: '10', footwear: '20', equipment: '30' } as const;

/** The division each brand is sold in. */
export const brandDivision: Readonly<Record<string, string>> = {
  '70': divisions.footwear,
  '60': divisions.apparel,
  '10': divisions.equipment,
  '65': divisions.apparel,
  '15': divisions.equipment,
  '25': divisions.apparel,
  '35': divisions.apparel,
  '40': divisions.apparel,
  '45': divisions.footwear,
  '50': divisions.footwear,
};
