import { brandCatalogue as catalogue, brandIcons } from '@portal/contracts';
import type { brands } from '../../db/schema/index.ts';

type Brand = typeof brands.$inferInsert;

/**
 * The brand catalogue of spec section 3 as the database keeps it: the entries of `brandCatalogue` in
 * contracts (id, department, order, orderBrand), with the icon paths and colour class their slug names.
 */
export const brandCatalogue: readonly Brand[] = catalogue.map((entry) => {
  const icons = brandIcons(entry.slug);
  return {
    id: entry.id,
    name: entry.label,
    department: entry.department,
    order: entry.order,
    orderBrand: entry.orderBrand,
    iconPlain: icons.plain,
    iconLight: icons.light,
    iconDark: icons.dark,
    colorClass: `brand-${entry.slug}`,
    iconName: entry.slug,
  };
});

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
