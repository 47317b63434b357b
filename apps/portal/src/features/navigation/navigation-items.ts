import { sectionLink, sections, type AccessRequirement, type Section } from '@portal/contracts';
import type { LucideIcon } from 'lucide-react';
import { internalCardsOf } from '../../lib/internal-cards.ts';
import { sectionIconComponents } from '../../lib/section-icons.ts';

/** One entry of the sidebar: a link, or (Order) an action that opens the brand-selection step. */
export interface NavigationItem {
  id: string;
  /** Label name, in the `shell` group unless `labelGroup` names another. */
  label: string;
  labelGroup?: 'dashboard';
  icon: LucideIcon;
  to: string;
  access?: AccessRequirement;
  /** Spec 2.4: Order opens a brand-selection step instead of following a link. */
  opensBrandSelection?: boolean;
  /** Spec 2.4: Updates shows the unread counter. */
  showsUnreadCount?: boolean;
  /** Spec 2.5: whether the item stays while an internal user acts on behalf of a customer. */
  allowedOnBehalf: boolean;
}

export interface NavigationItems {
  /** Spec 2.4, top items of a customer, in order. */
  customerTop: NavigationItem[];
  /** Spec 2.4, bottom items: Updates, Tickets, Help. */
  bottom: NavigationItem[];
  /** Spec 2.4 and 2.6: an internal user's top items, shortcuts to the internal dashboard's cards. */
  internalTop: NavigationItem[];
}

function itemsIn(manifest: readonly Section[], slot: 'top' | 'bottom'): NavigationItem[] {
  return manifest
    .flatMap((section) => (section.nav?.slot === slot ? [{ section, nav: section.nav }] : []))
    .sort((a, b) => a.nav.order - b.nav.order)
    .map(({ section, nav }) => ({
      id: section.id,
      label: nav.label,
      icon: sectionIconComponents[nav.icon],
      to: sectionLink(section, nav),
      access: section.access,
      opensBrandSelection: nav.opensBrandSelection,
      showsUnreadCount: nav.showsUnreadCount,
      allowedOnBehalf: section.allowedOnBehalf,
    }));
}

/** The sidebar's items, from the section manifest. */
export function navigationItemsOf(manifest: readonly Section[] = sections): NavigationItems {
  const customerTop = itemsIn(manifest, 'top');
  const bottom = itemsIn(manifest, 'bottom');
  const dashboard = customerTop.filter((item) => item.id === 'dashboard');
  // Cards that lead to a portal page, except those the bottom items already offer. Cards that open an
  // outside address (CMS, admin tool, VAS, cancellation form) stay on the dashboard.
  const internalTop = [
    ...dashboard,
    ...internalCardsOf(manifest).flatMap(({ id, title, icon, access, action }): NavigationItem[] => {
      if (action.kind !== 'route' || bottom.some((item) => item.to === action.to)) return [];
      // Staff tools: the mode never shows them (the sidebar then lists the customer's items).
      return [{ id, label: title, labelGroup: 'dashboard', icon, to: action.to, access, allowedOnBehalf: false }];
    }),
  ];
  return { customerTop, bottom, internalTop };
}

export const navigationItems: NavigationItems = navigationItemsOf();
