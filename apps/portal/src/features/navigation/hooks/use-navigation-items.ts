import { hasPermissions } from '@portal/contracts';
import { usePermissions } from '@portal/portal-kit';
import { navigationItems, type NavigationItem } from '../navigation-items.ts';

export interface VisibleNavigation {
  top: NavigationItem[];
  bottom: NavigationItem[];
}

/**
 * Spec 2.4 and 6: the items the derived permissions open (the on-behalf ones while acting on behalf);
 * internal users get their card shortcuts as top items.
 */
export function useNavigationItems(): VisibleNavigation {
  const permissions = usePermissions();
  const allowed = (item: NavigationItem) =>
    !item.access || (permissions !== null && hasPermissions(permissions, item.access));
  const top = permissions?.internal ? navigationItems.internalTop : navigationItems.customerTop;
  return { top: top.filter(allowed), bottom: navigationItems.bottom.filter(allowed) };
}
