import { hasPermissions } from './derive-permissions.ts';
import type { internalPageModules } from './legacy.ts';
import { paths } from './paths.ts';
import type { PermissionFlag, PermissionFlags } from './permissions.ts';
import type { RemoteName } from './remotes.ts';

/**
 * The portal's sections, declared once (spec 2.1-2.4, 2.6, 6). The host derives its routes, guards, sidebar
 * items, internal-card shortcuts, remote mounts and lazy page imports from this list, and the server checks a
 * section's endpoints with the same access rule; the on-behalf banner's menu lists the entries that place
 * themselves in it. A remote's pages are declared here as data too: its `module.ts` routes each path to a
 * component, and the remote's module test fails when the two disagree. Adding a section: the README's steps.
 */

/** Spec 2.3: a guard needs all flags of `allOf` and, when `anyOf` is not empty, at least one of `anyOf`. */
export interface AccessRequirement {
  allOf?: readonly PermissionFlag[];
  anyOf?: readonly PermissionFlag[];
}

/**
 * Where a section lives:
 * - `public`: no sign-in (spec 2.2);
 * - `gate`: signed in, behind the session gate, without the shell's navigation (spec 2.4 excluded pages);
 * - `shell`: signed in, behind the session gate, inside the shell.
 */
export type SectionArea = 'public' | 'gate' | 'shell';

/** Icons the navigation and the cards may show; the host maps each name to its icon component. */
export const sectionIcons = [
  'dashboard',
  'store',
  'cart',
  'bag',
  'search-package',
  'history',
  'undo',
  'shield',
  'chart',
  'file',
  'bell',
  'ticket',
  'help',
  'users',
  'user-plus',
  'clipboard',
  'settings',
  'building',
  'megaphone',
  'footprints',
  'presentation',
  'gauge',
  'sliders',
  'wrench',
  'mail-check',
  'mail-warning',
] as const;
export type SectionIcon = (typeof sectionIcons)[number];

/** One route of a section: its spec 2.3 name and its React Router pattern. */
export interface SectionRoute {
  name: string;
  path: string;
  /** A stricter rule than the section's for this route (e.g. reviewing a request). */
  access?: AccessRequirement;
  /** Label name (`shell` group) of this route's page when it differs from the section's title. */
  title?: string;
}

/** Spec 2.5: the entry of a section, or of a remote's page, in the on-behalf banner's menu. */
export interface OnBehalfMenuPlacement {
  /** Label name in the `onBehalf` group. */
  label: string;
  /** Where the entry leads, when not the section's sidebar link (or the page itself). */
  to?: string;
}

/** One page a remote serves below its mount: the remote's `module.ts` routes `path` to the page's component. */
export interface RemotePage {
  name: string;
  /** Relative to the mount, as in the remote's routes ('' is the mount itself; params as in React Router). */
  path: string;
  /** A rule the page adds to its section's (the router guards the mount with the section's rule). */
  access?: AccessRequirement;
  onBehalfMenu?: OnBehalfMenuPlacement;
}

/**
 * Who renders the section's pages: a host feature (`apps/portal/src/features/<feature>/routes.tsx` exports
 * a component per route name) or a federated remote mounted at `mount`, serving `pages` there.
 */
export type SectionOwner =
  | { kind: 'host'; feature: string }
  | { kind: 'remote'; remote: RemoteName; mount: string; pages: readonly RemotePage[] };

/** Spec 2.4: the section's item in the customer's sidebar. */
export interface NavPlacement {
  slot: 'top' | 'bottom';
  order: number;
  icon: SectionIcon;
  /** Label name in the `shell` group. */
  label: string;
  /** Where the item leads, when not the section's first route. */
  to?: string;
  /** Spec 2.4: Order opens a brand-selection step instead of following a link. */
  opensBrandSelection?: boolean;
  /** Spec 2.4: Updates shows the unread counter. */
  showsUnreadCount?: boolean;
}

/** The staff dashboard's groups of cards, in the order shown (issue 34); each card names its own. */
export const dashboardCardGroups = ['customerService', 'masterData', 'tools', 'content'] as const;
export type DashboardCardGroup = (typeof dashboardCardGroups)[number];

/** Spec 2.6: the section's card on the internal dashboard (also a top item of an internal user's sidebar). */
export interface CardPlacement {
  /** Position in spec 2.6's card list, shared with the cards that are not sections (external tools). */
  order: number;
  icon: SectionIcon;
  /** Card id; its texts are the `dashboard` labels `card_<id in snake case>` and `..._description`. */
  id: string;
  /** Where the card leads, when not the section's first route. */
  to?: string;
  /** The heading the staff dashboard lists the card under (issue 34). */
  group: DashboardCardGroup;
}

export interface Section {
  id: string;
  area: SectionArea;
  /** Label name (`shell` group) naming the section, e.g. on its page header. */
  title?: string;
  routes: readonly SectionRoute[];
  /** Who may open it (none: every signed-in user, or everyone on a public route). */
  access?: AccessRequirement;
  /** Spec 2.5: whether an internal user acting on behalf of a customer may stay on it. */
  allowedOnBehalf: boolean;
  owner: SectionOwner;
  nav?: NavPlacement;
  card?: CardPlacement;
  /** Spec 2.5: the section's entry in the on-behalf banner's menu (only a section allowed on behalf has one). */
  onBehalfMenu?: OnBehalfMenuPlacement;
}

const host = (feature: string): SectionOwner => ({ kind: 'host', feature });
const remote = (name: RemoteName, mount: string, pages: readonly RemotePage[]): SectionOwner => ({
  kind: 'remote',
  remote: name,
  mount,
  pages,
});
const page = (name: string, path: string, extra: Omit<RemotePage, 'name' | 'path'> = {}): RemotePage => ({
  name,
  path,
  ...extra,
});
const route = (name: string, path: string, extra: Omit<SectionRoute, 'name' | 'path'> = {}): SectionRoute => ({
  name,
  path,
  ...extra,
});

const internal = paths.internalPages;
const cc = paths.customerCreation;
const companyInfo: AccessRequirement = { allOf: ['companyInfo'] };

/** Spec 2.1's account pages; a store is `stores/{sold-to}/{ship-to}/{division}` (ADR 025). */
const accountPages: readonly RemotePage[] = [
  page('accountOverview', ''),
  page('companyInfo', 'company-info', { access: companyInfo, onBehalfMenu: { label: 'menu_company_info' } }),
  page('stores', 'stores', { access: companyInfo, onBehalfMenu: { label: 'menu_stores' } }),
  page('store', 'stores/:soldToId/:shipToId/:division', { access: companyInfo }),
  page('contacts', 'contacts', { access: { allOf: ['contacts'] }, onBehalfMenu: { label: 'menu_contacts' } }),
  // Spec 2.5: shown with the data-privacy or the terms permission.
  page('accountTerms', 'terms-conditions', {
    access: { anyOf: ['dataPrivacy', 'termsAndConditions'] },
    onBehalfMenu: { label: 'menu_terms' },
  }),
  page('accountDocuments', 'documents'),
  page('staffAccess', 'staff-access', { access: companyInfo }),
  page('colleagues', 'colleagues', { access: { anyOf: ['cloneUser', 'customerVisibility'] } }),
  // Issue 33: the user's own notification preferences, with login and security or company info.
  page('notificationPreferences', 'notifications', { access: { anyOf: ['loginSecurity', 'companyInfo'] } }),
];
const submitRequests: AccessRequirement = { allOf: ['customerCreation'] };
const reviewRequests: AccessRequirement = { allOf: ['customerCreationReview'] };

/** A page of the internal-style tools (spec 2.1): they all share the legacy feature's page. */
function legacyTool(
  id: keyof typeof internalPageModules,
  title: string,
  access: AccessRequirement,
  extra: Pick<Section, 'nav' | 'card' | 'allowedOnBehalf' | 'onBehalfMenu'> & { routeName?: string },
): Section {
  const { routeName = id, ...placement } = extra;
  return {
    id,
    area: 'shell',
    title,
    routes: [route(routeName, internal[id])],
    access,
    owner: host('legacy'),
    ...placement,
  };
}

/** Every section of spec 2.1 and 2.2, in the order the host matches them. */
export const sections: readonly Section[] = [
  // Public (spec 2.2).
  { id: 'login', area: 'public', routes: [route('login', paths.login)], allowedOnBehalf: false, owner: host('auth') },
  {
    id: 'loginCallback',
    area: 'public',
    routes: [route('loginCallback', paths.loginCallback)],
    allowedOnBehalf: false,
    owner: host('auth'),
  },
  {
    id: 'forgotPassword',
    area: 'public',
    routes: [route('forgotPassword', paths.forgotPassword)],
    allowedOnBehalf: false,
    owner: host('password-reset'),
  },
  {
    id: 'maintenance',
    area: 'public',
    routes: [route('maintenance', paths.maintenance)],
    allowedOnBehalf: false,
    owner: host('maintenance'),
  },
  {
    id: 'publicFaq',
    area: 'public',
    title: 'section_public_faq',
    routes: [route('publicFaq', paths.publicFaq)],
    allowedOnBehalf: false,
    owner: host('public-faq'),
  },
  {
    id: 'publicVideo',
    area: 'public',
    routes: [route('publicVideo', paths.publicVideoPattern)],
    allowedOnBehalf: false,
    owner: host('public-video'),
  },
  {
    id: 'publicTermsConditionsPage',
    area: 'public',
    routes: [route('publicTermsConditionsPage', paths.publicAcceptTermsPattern)],
    allowedOnBehalf: false,
    owner: host('terms'),
  },

  // Signed in, without the shell (spec 2.4 excluded pages; the cookie modal is hidden there).
  {
    id: 'waiting',
    area: 'gate',
    routes: [route('waiting', paths.waiting)],
    allowedOnBehalf: false,
    owner: host('permissions'),
  },
  {
    id: 'soldTo',
    area: 'gate',
    routes: [route('soldTo', paths.soldTo)],
    allowedOnBehalf: false,
    owner: host('accounts'),
  },
  {
    id: 'acceptTermsConditions',
    area: 'gate',
    routes: [route('acceptTermsConditions', paths.acceptTermsPattern)],
    allowedOnBehalf: false,
    owner: host('terms'),
  },

  // Signed in, inside the shell (spec 2.1).
  {
    id: 'dashboard',
    area: 'shell',
    routes: [route('dashboard', paths.dashboard)],
    allowedOnBehalf: true,
    owner: host('dashboard'),
    nav: { slot: 'top', order: 0, icon: 'dashboard', label: 'nav_dashboard' },
  },
  {
    id: 'brand',
    area: 'shell',
    routes: [route('brand', paths.brands.pattern)],
    access: { allOf: ['ecommerceExternal'] },
    allowedOnBehalf: true,
    owner: host('brands'),
    nav: { slot: 'top', order: 10, icon: 'store', label: 'section_brand', to: paths.brands.root },
    onBehalfMenu: { label: 'menu_brands' },
  },
  legacyTool(
    'order',
    'section_order',
    { allOf: ['orderManagement'] },
    {
      allowedOnBehalf: false,
      nav: { slot: 'top', order: 20, icon: 'cart', label: 'section_order', opensBrandSelection: true },
      card: { order: 10, icon: 'cart', id: 'orderManagement', group: 'customerService' },
    },
  ),
  legacyTool(
    'ecommerce',
    'section_ecommerce',
    { allOf: ['ecommerceInternal'] },
    { allowedOnBehalf: false, card: { order: 20, icon: 'bag', id: 'ecommerce', group: 'customerService' } },
  ),
  legacyTool(
    'inquiry',
    'section_inquiry',
    { allOf: ['orderInquiry'] },
    {
      allowedOnBehalf: true,
      nav: { slot: 'top', order: 30, icon: 'search-package', label: 'section_inquiry' },
      card: { order: 30, icon: 'search-package', id: 'inquiry', group: 'customerService' },
      onBehalfMenu: { label: 'menu_orders_old' },
    },
  ),
  {
    id: 'orderHistory',
    area: 'shell',
    title: 'section_order_history',
    routes: [
      route('orderHistory', paths.orders.root),
      route('orderDetails', paths.orders.detailsPattern, { title: 'section_order_details' }),
    ],
    access: { allOf: ['orderInquiryNew'] },
    allowedOnBehalf: true,
    owner: host('orders'),
    nav: { slot: 'top', order: 40, icon: 'history', label: 'section_order_history' },
    card: { order: 40, icon: 'history', id: 'orderHistory', group: 'customerService' },
    onBehalfMenu: { label: 'menu_orders' },
  },
  legacyTool(
    'returns',
    'section_returns',
    { allOf: ['returns'] },
    {
      allowedOnBehalf: true,
      nav: { slot: 'top', order: 50, icon: 'undo', label: 'section_returns' },
      card: { order: 50, icon: 'undo', id: 'returns', group: 'customerService' },
      onBehalfMenu: { label: 'menu_returns' },
    },
  ),
  legacyTool(
    'warranty',
    'section_warranty',
    { allOf: ['warranty'] },
    {
      allowedOnBehalf: true,
      nav: { slot: 'top', order: 60, icon: 'shield', label: 'section_warranty' },
      card: { order: 60, icon: 'shield', id: 'warranty', group: 'customerService' },
      onBehalfMenu: { label: 'menu_warranty' },
    },
  ),
  {
    id: 'report',
    area: 'shell',
    title: 'section_reports',
    routes: [route('report', paths.reports.pattern)],
    access: { allOf: ['report'] },
    allowedOnBehalf: true,
    owner: host('reports'),
    nav: { slot: 'top', order: 70, icon: 'chart', label: 'section_reports', to: paths.reports.root },
    card: { order: 70, icon: 'chart', id: 'reports', to: paths.reports.root, group: 'tools' },
    onBehalfMenu: { label: 'menu_reports' },
  },
  {
    id: 'documents',
    area: 'shell',
    routes: [route('documents', paths.documents.pattern)],
    access: { allOf: ['document'], anyOf: ['documentInvoice', 'documentCreditNote', 'documentPayment'] },
    allowedOnBehalf: true,
    // `/documents` opens the first type the user may see; `/documents/{type}` is that type's list; the account summary
    // (issue 32) sums invoices.
    owner: remote('documents', paths.documents.root, [
      page('documents', ''),
      page('documentsSummary', 'summary', { access: { allOf: ['documentInvoice'] } }),
      page('documentsOfType', ':type'),
    ]),
    nav: { slot: 'top', order: 80, icon: 'file', label: 'nav_documents', to: paths.documents.root },
    onBehalfMenu: { label: 'menu_documents' },
  },
  {
    id: 'updates',
    area: 'shell',
    routes: [route('updates', paths.updates.pattern)],
    access: { anyOf: ['alerts', 'notifications'] },
    allowedOnBehalf: true,
    owner: remote('notifications', paths.updates.root, [page('updates', ''), page('update', ':id')]),
    nav: {
      slot: 'bottom',
      order: 10,
      icon: 'bell',
      label: 'nav_updates',
      to: paths.updates.root,
      showsUnreadCount: true,
    },
    // Hide-updates takes notifications and alerts away, and with them this entry.
    onBehalfMenu: { label: 'menu_updates' },
  },
  {
    id: 'tickets',
    area: 'shell',
    routes: [route('tickets', paths.tickets.pattern)],
    access: { allOf: ['ticket'] },
    allowedOnBehalf: true,
    owner: remote('faqs-tickets', paths.tickets.root, [
      page('ticketsIndex', ''),
      page('ticketHistory', 'history'),
      // The agreed address of the new-ticket form: the list with the ticket modal open, pre-filled.
      page('newTicket', 'new'),
      page('ticket', ':ticketId'),
    ]),
    nav: { slot: 'bottom', order: 20, icon: 'ticket', label: 'nav_tickets', to: paths.tickets.history },
    card: { order: 190, icon: 'ticket', id: 'tickets', to: paths.tickets.history, group: 'customerService' },
    onBehalfMenu: { label: 'menu_tickets' },
  },
  {
    id: 'help',
    area: 'shell',
    routes: [route('help', paths.help.pattern)],
    access: { allOf: ['faq'] },
    allowedOnBehalf: true,
    owner: remote('faqs-tickets', paths.help.root, [
      page('helpHome', ''),
      page('faqTopic', 'topic/:topic'),
      page('faqAnswer', 'topic/:topic/faq/:faq'),
      page('userGuide', 'user-guide'),
    ]),
    nav: { slot: 'bottom', order: 30, icon: 'help', label: 'nav_help', to: paths.help.root },
    onBehalfMenu: { label: 'menu_faqs' },
  },
  {
    id: 'accountSettings',
    area: 'shell',
    routes: [route('accountSettings', paths.accountSettings.pattern)],
    access: { anyOf: ['companyInfo', 'loginSecurity', 'contacts', 'dataPrivacy', 'termsAndConditions'] },
    allowedOnBehalf: true,
    owner: remote('account-settings', paths.accountSettings.root, accountPages),
  },
  {
    id: 'cookiePolicy',
    area: 'shell',
    routes: [route('cookiePolicy', paths.cookiePolicy)],
    allowedOnBehalf: true,
    owner: host('cookie-consent'),
  },
  {
    id: 'termsConditions',
    area: 'shell',
    title: 'section_terms_conditions',
    routes: [route('termsConditions', paths.termsConditions)],
    allowedOnBehalf: true,
    owner: host('terms'),
  },
  {
    id: 'onBehalf',
    area: 'shell',
    title: 'section_customer_search',
    routes: [
      route('onBehalfAccessLog', paths.customerSearch.accessLog, {
        access: { allOf: ['onBehalf', 'adminTool'] },
        title: 'section_access_log',
      }),
      route('onBehalf', paths.customerSearch.pattern),
    ],
    access: { allOf: ['onBehalf'] },
    allowedOnBehalf: false,
    owner: host('on-behalf'),
    card: { order: 80, icon: 'users', id: 'onBehalf', to: paths.customerSearch.root, group: 'customerService' },
  },
  {
    // ADR 050: staff with the admin tool decide for every customer; in an on-behalf session, staff who may see the
    // customer's people (customerVisibility) decide for that customer.
    id: 'pendingInvitations',
    area: 'shell',
    title: 'section_pending_invitations',
    routes: [route('pendingInvitations', paths.pendingInvitations)],
    access: { anyOf: ['adminTool', 'customerVisibility'] },
    allowedOnBehalf: true,
    owner: host('pending-invitations'),
    card: { order: 135, icon: 'mail-check', id: 'pendingInvitations', group: 'masterData' },
  },
  {
    // Issue 33, ADR 073: the mail queue's failed jobs and "send again", a staff tool never offered on behalf.
    id: 'notificationJobs',
    area: 'shell',
    routes: [route('notificationJobs', paths.notificationJobs)],
    access: { allOf: ['adminTool'] },
    allowedOnBehalf: false,
    owner: host('notification-jobs'),
    card: { order: 145, icon: 'mail-warning', id: 'notificationJobs', group: 'tools' },
  },
  legacyTool(
    'etaf',
    'section_etaf',
    { allOf: ['etaf'] },
    { allowedOnBehalf: false, card: { order: 110, icon: 'clipboard', id: 'etaf', group: 'tools' } },
  ),
  legacyTool(
    'etafConfig',
    'section_etaf_config',
    { allOf: ['etafConfiguration'] },
    { allowedOnBehalf: false, card: { order: 120, icon: 'settings', id: 'etafConfig', group: 'tools' } },
  ),
  legacyTool(
    'b2bCms',
    'section_b2b_cms',
    { allOf: ['b2bCms'] },
    {
      routeName: 'oldB2bCms',
      allowedOnBehalf: false,
      card: { order: 170, icon: 'megaphone', id: 'b2bCms', group: 'content' },
    },
  ),
  legacyTool(
    'mmConfig',
    'section_mm_config',
    { allOf: ['mmConfig'] },
    { allowedOnBehalf: false, card: { order: 150, icon: 'sliders', id: 'mmConfig', group: 'tools' } },
  ),
  legacyTool(
    'mmDashboard',
    'section_mm_dashboard',
    { allOf: ['mmDashboard'] },
    { allowedOnBehalf: false, card: { order: 160, icon: 'gauge', id: 'mmDashboard', group: 'tools' } },
  ),
  // Spec 6 digitalShowroom: a sidebar entry for customers and a card for staff; its configuration a card.
  legacyTool(
    'digitalShowroom',
    'section_digital_showroom',
    { allOf: ['digitalShowroom'] },
    {
      allowedOnBehalf: true,
      nav: { slot: 'top', order: 65, icon: 'presentation', label: 'section_digital_showroom' },
      card: { order: 172, icon: 'presentation', id: 'digitalShowroom', group: 'content' },
    },
  ),
  legacyTool(
    'digitalShowroomConfig',
    'section_digital_showroom_config',
    { allOf: ['digitalShowroomConfiguration'] },
    { allowedOnBehalf: false, card: { order: 174, icon: 'wrench', id: 'digitalShowroomConfig', group: 'content' } },
  ),
  legacyTool(
    'sapControlReport',
    'section_sap_control_report',
    { allOf: ['sapControlReport'] },
    { allowedOnBehalf: false, card: { order: 140, icon: 'building', id: 'sapControlReport', group: 'tools' } },
  ),
  {
    id: 'customerCreation',
    area: 'shell',
    title: 'section_customer_creation',
    routes: [
      route('customerCreationRequests', cc.requests),
      route('customerCreationNew', cc.new, { access: submitRequests, title: 'section_customer_creation_new' }),
      route('customerCreationNewEdit', cc.newEditPattern, {
        access: submitRequests,
        title: 'section_customer_creation_new',
      }),
      route('customerCreationNewAction', cc.newActionPattern, {
        access: reviewRequests,
        title: 'section_customer_creation_new',
      }),
      route('customerCreationExtend', cc.extendPattern, {
        access: submitRequests,
        title: 'section_customer_creation_extend',
      }),
      route('customerCreationExtendEdit', cc.extendEditPattern, {
        access: submitRequests,
        title: 'section_customer_creation_extend',
      }),
      route('customerCreationExtendAction', cc.extendActionPattern, {
        access: reviewRequests,
        title: 'section_customer_creation_extend',
      }),
      route('customerCreationAddShipTo', cc.addShipToPattern, {
        access: submitRequests,
        title: 'section_customer_creation_add_ship_to',
      }),
      route('customerCreationAddShipToEdit', cc.addShipToEditPattern, {
        access: submitRequests,
        title: 'section_customer_creation_add_ship_to',
      }),
      route('customerCreationAddShipToAction', cc.addShipToActionPattern, {
        access: reviewRequests,
        title: 'section_customer_creation_add_ship_to',
      }),
      route('customerCreationShow', cc.showPattern, { title: 'section_customer_creation_show' }),
    ],
    access: { anyOf: ['customerCreation', 'customerCreationReview'] },
    allowedOnBehalf: false,
    owner: host('customer-creation'),
    card: { order: 90, icon: 'user-plus', id: 'customerCreation', group: 'masterData' },
  },
  {
    id: 'brandLandingHub',
    area: 'shell',
    routes: [route('brandLandingHub', paths.brandLandingHub)],
    access: { allOf: ['tnfGtmHub'] },
    allowedOnBehalf: false,
    owner: host('brands'),
    card: { order: 200, icon: 'footprints', id: 'brandLandingHub', group: 'content' },
  },
  {
    id: 'contentPage',
    area: 'shell',
    routes: [route('contentPage', paths.contentPage.pattern), route('contentItem', paths.contentItem.pattern)],
    allowedOnBehalf: true,
    owner: host('content-pages'),
  },
];

/** The rule of one route: its own where it has one (it narrows the section's), else the section's. */
export function routeRequirement(section: Section, sectionRoute: SectionRoute): AccessRequirement | undefined {
  return sectionRoute.access ?? section.access;
}

export function findSection(id: string, manifest: readonly Section[] = sections): Section {
  const found = manifest.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`No section "${id}" in the manifest`);
  return found;
}

/** Whether the caller may use a section: its access rule, and while on behalf whether it is allowed then. */
export function canOpenSection(section: Section, flags: PermissionFlags, actingOnBehalf = false): boolean {
  if (actingOnBehalf && !section.allowedOnBehalf) return false;
  return !section.access || hasPermissions(flags, section.access);
}

/** Where a section's navigation item or card leads: its own `to`, else the section's first route. */
export function sectionLink(section: Section, placement: { to?: string } | undefined): string {
  return placement?.to ?? section.routes[0]?.path ?? paths.root;
}

/** The address pattern of a remote's page: its path below the mount (as portal-kit's `remotePages` joins them). */
export function remotePagePath(mount: string, page: RemotePage): string {
  return page.path ? `${mount}/${page.path}` : mount;
}
