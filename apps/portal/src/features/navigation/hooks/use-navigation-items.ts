import { hasPermissions } from '@portal/contracts';
import { useActingOnBehalf, usePermissions } from '@portal/portal-kit';
import { navigationItems, type NavigationItem } from '../navigation-items.ts';

export interface VisibleNavigation {
  top: NavigationItem[];
  bottom: NavigationItem[];
}

/**
 * Spec 2.4 and 6: the items the derived permissions open; internal users get their card shortcuts as top items.
 * While acting on behalf: the customer's items that the on-behalf permissions open and the mode allows (spec 2.5).
 */
export function useNavigationItems(): VisibleNavigation {
  const permissions = usePermissions();
  const onBehalf = useActingOnBehalf();
  const allowed = (item: NavigationItem) =>
    (!onBehalf || item.allowedOnBehalf) &&
    (!item.access || (permissions !== null && hasPermissions(permissions, item.access)));
  const top = permissions?.internal && !onBehalf ? navigationItems.internalTop : navigationItems.customerTop;
  return { top: top.filter(allowed), bottom: navigationItems.bottom.filter(allowed) };
}
