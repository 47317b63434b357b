import { paths, type LegacyModuleId } from '@portal/contracts';
import {
  Building2,
  ChartColumn,
  ClipboardList,
  FileSpreadsheet,
  FileX2,
  Footprints,
  History,
  LayoutTemplate,
  Megaphone,
  PackageSearch,
  Settings2,
  ShieldCheck,
  ShoppingBag,
  ShoppingCart,
  Ticket,
  Undo2,
  UserCog,
  UserPlus,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';
import { routeAccess, type PermissionRequirement } from './route-access.ts';

/** What a card does when chosen. */
export type CardAction =
  | { kind: 'route'; to: string }
  /** A legacy module without a page of its own: its address is asked for and opened in a new tab. */
  | { kind: 'legacy'; module: LegacyModuleId }
  /** An outside address from the runtime configuration, in a new tab. */
  | { kind: 'external'; link: 'cms' | 'cancellationForm' }
  /** Spec 7: the VAS document, opened in an online office viewer and downloaded. */
  | { kind: 'vas' };

export interface InternalCard {
  id: string;
  /** Label names in the `dashboard` group. */
  title: string;
  description: string;
  icon: LucideIcon;
  access: PermissionRequirement;
  action: CardAction;
}

const internal = paths.internalPages;
const route = (to: string): CardAction => ({ kind: 'route', to });

/** Spec 2.6, internal dashboard cards, in the spec's order, each shown only with its permission. */
export const internalCards: readonly InternalCard[] = [
  card('orderManagement', ShoppingCart, routeAccess.order, route(internal.order)),
  card('ecommerce', ShoppingBag, routeAccess.ecommerce, route(internal.ecommerce)),
  card('inquiry', PackageSearch, routeAccess.inquiry, route(internal.inquiry)),
  card('orderHistory', History, routeAccess.orderHistory, route(paths.orders.root)),
  card('returns', Undo2, routeAccess.returns, route(internal.returns)),
  card('warranty', ShieldCheck, routeAccess.warranty, route(internal.warranty)),
  card('reports', ChartColumn, routeAccess.report, route(paths.reports.root)),
  card('onBehalf', UsersRound, routeAccess.onBehalf, route(paths.customerSearch.root)),
  card('customerCreation', UserPlus, routeAccess.customerCreationRequests, route(paths.customerCreation.requests)),
  card('cms', LayoutTemplate, { allOf: ['cms'] }, { kind: 'external', link: 'cms' }),
  card('etaf', ClipboardList, routeAccess.etaf, route(internal.etaf)),
  card('etafConfig', Settings2, routeAccess.etafConfig, route(internal.etafConfig)),
  card('adminTool', UserCog, { allOf: ['adminTool'] }, { kind: 'legacy', module: 'ADMIN' }),
  card('sapControlReport', Building2, routeAccess.sapControlReport, route(internal.sapControlReport)),
  card('mmConfig', Settings2, routeAccess.mmConfig, route(internal.mmConfig)),
  card('mmDashboard', ChartColumn, routeAccess.mmDashboard, route(internal.mmDashboard)),
  card('b2bCms', Megaphone, routeAccess.oldB2bCms, route(internal.b2bCms)),
  card('vas', FileSpreadsheet, { allOf: ['vasMenu'] }, { kind: 'vas' }),
  card('tickets', Ticket, routeAccess.tickets, route(paths.tickets.history)),
  card('brandLandingHub', Footprints, routeAccess.brandLandingHub, route(paths.brandLandingHub)),
  card('cancellationForm', FileX2, { allOf: ['cancellationForm'] }, { kind: 'external', link: 'cancellationForm' }),
];

function card(id: string, icon: LucideIcon, access: PermissionRequirement, action: CardAction): InternalCard {
  const key = id.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
  return { id, title: `card_${key}`, description: `card_${key}_description`, icon, access, action };
}
