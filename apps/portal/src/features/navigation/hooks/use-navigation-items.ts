import { hasPermissions } from '@portal/contracts';
import { useActingOnBehalf, usePermissions } from '@portal/portal-kit';
import { useMemo } from 'react';
import { useDashboardFavourites } from '../../../lib/dashboard-favourites.ts';
import { navigationItems, type NavigationItem } from '../navigation-items.ts';

export interface VisibleNavigation {
  top: NavigationItem[];
  bottom: NavigationItem[];
}

/**
 * Spec 2.4 and 6: the items the derived permissions open; internal users get their card shortcuts as top items.
 * While acting on behalf: the customer's items that the on-behalf permissions open and the mode allows (spec 2.5).
 * Staff who marked favourite cards see the dashboard and those, in the order marked (issue 34).
 */
export function useNavigationItems(): VisibleNavigation {
  const permissions = usePermissions();
  const onBehalf = useActingOnBehalf();
  const internal = Boolean(permissions?.internal) && !onBehalf;
  const favourites = useDashboardFavourites(internal);
  // The same lists while nothing they depend on changes, so the memoised lists of links skip a re-render.
  return useMemo(() => {
    const allowed = (item: NavigationItem) =>
      (!onBehalf || item.allowedOnBehalf) &&
      (!item.access || (permissions !== null && hasPermissions(permissions, item.access)));
    const favouriteItems = favourites.flatMap((id) => navigationItems.internalTop.filter((item) => item.id === id));
    const top = !internal
      ? navigationItems.customerTop
      : favouriteItems.length > 0
        ? [...navigationItems.internalTop.filter((item) => item.id === 'dashboard'), ...favouriteItems]
        : navigationItems.internalTop;
    return { top: top.filter(allowed), bottom: navigationItems.bottom.filter(allowed) };
  }, [permissions, onBehalf, internal, favourites]);
}
