import { paths } from '@portal/contracts';
import {
  Bell,
  Building2,
  ChartColumn,
  ClipboardList,
  FileText,
  Footprints,
  History,
  LayoutDashboard,
  LifeBuoy,
  Megaphone,
  PackageSearch,
  Settings2,
  ShieldCheck,
  ShoppingBag,
  ShoppingCart,
  Store,
  Ticket,
  Undo2,
  UserPlus,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';
import { routeAccess, type PermissionRequirement } from '../../lib/route-access.ts';

/** One entry of the sidebar: a link, or (Order) an action that opens the brand-selection step. */
export interface NavigationItem {
  id: string;
  /** Label name in the `shell` group. */
  label: string;
  icon: LucideIcon;
  to: string;
  access?: PermissionRequirement;
  /** Spec 2.4: Order opens a brand-selection step instead of following a link. */
  opensBrandSelection?: boolean;
  /** Spec 2.4: Updates shows the unread counter. */
  showsUnreadCount?: boolean;
}

const internal = paths.internalPages;

/** Spec 2.4, top items of a customer, in order. Dashboard is always there. */
export const customerTopItems: readonly NavigationItem[] = [
  { id: 'dashboard', label: 'nav_dashboard', icon: LayoutDashboard, to: paths.dashboard },
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

/**
 * Spec 2.4 and 2.6: internal users get card shortcuts instead of the customer's top items, each with its
 * permission. Cards that open an outside address (CMS, admin tool, VAS, cancellation form) live on the
 * internal dashboard only.
 */
export const internalTopItems: readonly NavigationItem[] = [
  { id: 'dashboard', label: 'nav_dashboard', icon: LayoutDashboard, to: paths.dashboard },
  {
    id: 'orderManagement',
    label: 'order_management',
    icon: ShoppingCart,
    to: internal.order,
    access: routeAccess.order,
  },
  {
    id: 'ecommerce',
    label: 'section_ecommerce',
    icon: ShoppingBag,
    to: internal.ecommerce,
    access: routeAccess.ecommerce,
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
  { id: 'reports', label: 'section_reports', icon: ChartColumn, to: paths.reports.root, access: routeAccess.report },
  {
    id: 'onBehalf',
    label: 'section_customer_search',
    icon: UsersRound,
    to: paths.customerSearch.root,
    access: routeAccess.onBehalf,
  },
  {
    id: 'customerCreation',
    label: 'section_customer_creation',
    icon: UserPlus,
    to: paths.customerCreation.requests,
    access: routeAccess.customerCreationRequests,
  },
  { id: 'etaf', label: 'section_etaf', icon: ClipboardList, to: internal.etaf, access: routeAccess.etaf },
  {
    id: 'etafConfig',
    label: 'section_etaf_config',
    icon: Settings2,
    to: internal.etafConfig,
    access: routeAccess.etafConfig,
  },
  {
    id: 'sapControlReport',
    label: 'section_sap_control_report',
    icon: Building2,
    to: internal.sapControlReport,
    access: routeAccess.sapControlReport,
  },
  { id: 'mmConfig', label: 'section_mm_config', icon: Settings2, to: internal.mmConfig, access: routeAccess.mmConfig },
  {
    id: 'mmDashboard',
    label: 'section_mm_dashboard',
    icon: ChartColumn,
    to: internal.mmDashboard,
    access: routeAccess.mmDashboard,
  },
  { id: 'b2bCms', label: 'section_b2b_cms', icon: Megaphone, to: internal.b2bCms, access: routeAccess.oldB2bCms },
  {
    id: 'brandLandingHub',
    label: 'section_brand_landing_hub',
    icon: Footprints,
    to: paths.brandLandingHub,
    access: routeAccess.brandLandingHub,
  },
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
