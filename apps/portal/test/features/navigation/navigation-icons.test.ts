import { describe, expect, it } from 'vitest';
import { navigationItems } from '../../../src/features/navigation/navigation-items.ts';
import { internalCards } from '../../../src/lib/internal-cards.ts';

/** Names of the items that show an icon another item of the same menu shows too. */
function sharingAnIcon(items: readonly { id: string; icon: unknown }[]): string[] {
  return items.filter((item) => items.some((other) => other !== item && other.icon === item.icon)).map(({ id }) => id);
}

describe('icons', () => {
  // On the collapsed rail the icon is all that tells two items apart.
  it('differ between the items of a customer’s sidebar', () => {
    expect(sharingAnIcon([...navigationItems.customerTop, ...navigationItems.bottom])).toEqual([]);
  });

  it('differ between the items of a staff sidebar and between the internal dashboard’s cards', () => {
    expect(sharingAnIcon([...navigationItems.internalTop, ...navigationItems.bottom])).toEqual([]);
    expect(sharingAnIcon(internalCards)).toEqual([]);
  });
});
