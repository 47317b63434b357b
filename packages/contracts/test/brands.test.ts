import { describe, expect, it } from 'vitest';
import { brandCatalogue, catalogueBrands } from '../src/brands.ts';

describe('brand catalogue', () => {
  it('has the ten brands of the spec with their orderBrand ranks', () => {
    expect(brandCatalogue).toHaveLength(10);
    expect(brandCatalogue.find((entry) => entry.id === '40')).toMatchObject({ label: 'The North Face', orderBrand: 1 });
  });

  it('sorts a user’s brands generally or by orderBrand', () => {
    expect(catalogueBrands(['50', '70', '40']).map((entry) => entry.label)).toEqual([
      'Altra',
      'The North Face',
      'Vans',
    ]);
    expect(catalogueBrands(['50', '70', '40'], 'orderBrand').map((entry) => entry.label)).toEqual([
      'The North Face',
      'Vans',
      'Altra',
    ]);
    expect(catalogueBrands(['99'])).toEqual([]);
  });
});
