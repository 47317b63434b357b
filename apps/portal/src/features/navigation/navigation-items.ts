import { paths } from '@portal/contracts';
import {
  Bell,
  ChartColumn,
  FileText,
  History,
  LayoutDashboard,
  LifeBuoy,
  PackageSearch,
  ShieldCheck,
  ShoppingCart,
  Store,
  Ticket,
  Undo2,
  type LucideIcon,
} from 'lucide-react';
import { internalCards } from '../../lib/internal-cards.ts';
import { routeAccess, type PermissionRequirement } from '../../lib/route-access.ts';

/** One entry of the sidebar: a link, or (Order) an action that opens the brand-selection step. */
export interface NavigationItem {
  id: string;
  /** Label name, in the `shell` group unless `labelGroup` names another. */
  label: string;
  labelGroup?: string;
  icon: LucideIcon;
  to: string;
  access?: PermissionRequirement;
  /** Spec 2.4: Order opens a brand-selection step instead of following a link. */
  opensBrandSelection?: boolean;
  /** Spec 2.4: Updates shows the unread counter. */
  showsUnreadCount?: boolean;
}

const internal = paths.internalPages;

const dashboardItem: NavigationItem = {
  id: 'dashboard',
  label: 'nav_dashboard',
  icon: LayoutDashboard,
  to: paths.dashboard,
};

/** Spec 2.4, top items of a customer, in order. Dashboard is always there. */
export const customerTopItems: readonly NavigationItem[] = [
  dashboardItem,
  { id: 'brand', label: 'section_brand', icon: Store, to: paths.brands.root, access: routeAccess.brand },
  {
    id: 'order',
    label: 'section_order',
    icon: ShoppingCart,
    to: internal.order,
    access: routeAccess.order,
    opensBrandSelection: true,
  },
  { id: 'inquiry', label: 'section_inquiry', icon: PackageSearch, to: internal.inquiry, access: routeAccess.inquiry },
  {
    id: 'orderHistory',
    label: 'section_order_history',
    icon: History,
    to: paths.orders.root,
    access: routeAccess.orderHistory,
  },
  { id: 'returns', label: 'section_returns', icon: Undo2, to: internal.returns, access: routeAccess.returns },
  { id: 'warranty', label: 'section_warranty', icon: ShieldCheck, to: internal.warranty, access: routeAccess.warranty },
  { id: 'report', label: 'section_reports', icon: ChartColumn, to: paths.reports.root, access: routeAccess.report },
  { id: 'documents', label: 'nav_documents', icon: FileText, to: paths.documents.root, access: routeAccess.documents },
];

/** Spec 2.4, bottom items: Updates (alerts or notifications), Tickets (ticket), Help (faq). */
export const bottomItems: readonly NavigationItem[] = [
  {
    id: 'updates',
    label: 'nav_updates',
    icon: Bell,
    to: paths.updates.root,
    access: routeAccess.updates,
    showsUnreadCount: true,
  },
  { id: 'tickets', label: 'nav_tickets', icon: Ticket, to: paths.tickets.history, access: routeAccess.tickets },
  { id: 'help', label: 'nav_help', icon: LifeBuoy, to: paths.help.root, access: routeAccess.help },
];

/**
 * Spec 2.4 and 2.6: internal users get shortcuts to the internal dashboard's cards instead of the customer's
 * top items — the cards that lead to a portal page, except those the bottom items already offer. Cards that
 * open an outside address (CMS, admin tool, VAS, cancellation form) stay on the dashboard.
 */
export const internalTopItems: readonly NavigationItem[] = [
  dashboardItem,
  ...internalCards.flatMap(({ id, title, icon, access, action }): NavigationItem[] => {
    if (action.kind !== 'route' || bottomItems.some((item) => item.to === action.to)) return [];
    return [{ id, label: title, labelGroup: 'dashboard', icon, to: action.to, access }];
  }),
];
