/**
 * Route paths of the portal (spec sections 2.1 and 2.2). Build links from these, never by hand.
 * Sub-pages below a remote's prefix (e.g. /faqs/topic/{topic}, /account/company-info) belong to that remote.
 */
export const paths = {
  root: '/',
  dashboard: '/dashboard',
  login: '/login',
  loginCallback: '/login/callback',
  forgotPassword: '/forgot-password',
  maintenance: '/maintenance',
  waiting: '/waiting',
  soldTo: '/sold-to',
  acceptTerms: (soldToId: string) => `/accept-terms-conditions/${soldToId}`,
  acceptTermsPattern: '/accept-terms-conditions/:soldToId',
  publicAcceptTermsPattern: '/public/accept-terms-conditions/:token',
  publicAcceptTerms: (token: string) => `/public/accept-terms-conditions/${token}`,
  publicRoot: '/public',
  publicFaq: '/faqs/public',
  publicVideo: (videoId: string) => `/public/video/${videoId}`,
  publicVideoPattern: '/public/video/:videoId',
  cookiePolicy: '/cookie-policy',
  termsConditions: '/terms-conditions',
  brandLandingHub: '/tnf-gtm-hub',
  /** Pages of the content service by path (spec 7, generic page), e.g. links inside content. */
  contentPage: { pattern: '/page/*', page: (path: string) => `/page/${path}` },
  /** One item of the content service by id (spec 7, content by id), e.g. an alert's or a card's "read more". */
  contentItem: { pattern: '/content/:id', item: (id: string) => `/content/${encodeURIComponent(id)}` },
  brands: {
    root: '/brands',
    pattern: '/brands/*',
    shop: (brandId: string) => `/brands/shop/${brandId}`,
    shopPattern: '/brands/shop/:brandId',
  },
  orders: {
    root: '/orders',
    details: (source: string, orderId: string) => `/orders/${source}/${orderId}`,
    detailsPattern: '/orders/:source/:orderId',
  },
  reports: { root: '/reports', pattern: '/reports/*', report: (slug: string) => `/reports/${slug}` },
  customerSearch: {
    root: '/customer-search',
    pattern: '/customer-search/*',
    /** A deep link that opens the reason dialog for one customer, then its on-behalf session (issue 34). */
    open: (customerId: string) => `/customer-search?${new URLSearchParams({ customer: customerId }).toString()}`,
    /** The group's access log: every on-behalf session across customers (issue 34, admin tool). */
    accessLog: '/customer-search/access-log',
  },
  /** Staff's list of invitations to addresses outside a customer's known domains (ADR 050). */
  pendingInvitations: '/pending-invitations',
  /** Staff's view of the notification mail queue: failed jobs, counts per state, send again (issue 33, admin tool). */
  notificationJobs: '/notification-jobs',
  /** Spec 2.1: internal-style pages; they all share one internal-user page. */
  internalPages: {
    order: '/order',
    ecommerce: '/ecommerce',
    inquiry: '/inquiry',
    returns: '/returns',
    warranty: '/warranty',
    etaf: '/etaf',
    etafConfig: '/etaf-config',
    b2bCms: '/b2b-cms',
    mmConfig: '/mm-config',
    mmDashboard: '/mm-dashboard',
    sapControlReport: '/sap-control-report',
    digitalShowroom: '/digital-showroom',
    digitalShowroomConfig: '/digital-showroom-config',
  },
  customerCreation: {
    requests: '/customer-creation-requests',
    new: '/customer-creation-new',
    newEdit: (requestId: string) => `/customer-creation-new-edit/${requestId}`,
    newEditPattern: '/customer-creation-new-edit/:requestId',
    newAction: (requestId: string) => `/customer-creation-new-action/${requestId}`,
    newActionPattern: '/customer-creation-new-action/:requestId',
    extend: (soldToCode: string) => `/customer-creation-extend/${soldToCode}`,
    extendPattern: '/customer-creation-extend/:soldToCode',
    extendEdit: (requestId: string) => `/customer-creation-extend-edit/${requestId}`,
    extendEditPattern: '/customer-creation-extend-edit/:requestId',
    extendAction: (requestId: string) => `/customer-creation-extend-action/${requestId}`,
    extendActionPattern: '/customer-creation-extend-action/:requestId',
    addShipTo: (soldToCode: string) => `/customer-creation-add-shipto/${soldToCode}`,
    addShipToPattern: '/customer-creation-add-shipto/:soldToCode',
    addShipToEdit: (requestId: string) => `/customer-creation-add-shipto-edit/${requestId}`,
    addShipToEditPattern: '/customer-creation-add-shipto-edit/:requestId',
    addShipToAction: (requestId: string) => `/customer-creation-add-shipto-action/${requestId}`,
    addShipToActionPattern: '/customer-creation-add-shipto-action/:requestId',
    show: (requestId: string) => `/customer-creation-show/${requestId}`,
    showPattern: '/customer-creation-show/:requestId',
  },
  help: {
    root: '/faqs',
    pattern: '/faqs/*',
    /** One answer of the help centre, by its topic's and its own id (`helpEntryId` of the CMS ids). */
    answer: (topic: string, faq: string) => `/faqs/topic/${encodeURIComponent(topic)}/faq/${encodeURIComponent(faq)}`,
  },
  tickets: {
    root: '/ticket',
    history: '/ticket/history',
    pattern: '/ticket/*',
    /** A ticket's page: `/ticket/{ticketId}`. */
    details: (ticketId: string) => `/ticket/${encodeURIComponent(ticketId)}`,
    /** The new-ticket form, pre-filled from the query (see {@link newTicketPath}). */
    newRoot: '/ticket/new',
    new: (prefill: NewTicketPrefill = {}) => newTicketPath(prefill),
  },
  accountSettings: { root: '/account', pattern: '/account/*' },
  documents: {
    root: '/documents',
    pattern: '/documents/*',
    /** A type's list (`invoice`, `credit_note`, `payment`), filtered by `q` (a document number) when given. */
    ofType: (type: string, q?: string) =>
      `/documents/${encodeURIComponent(type)}${q ? `?${new URLSearchParams({ q }).toString()}` : ''}`,
  },
  updates: { root: '/updates', pattern: '/updates/*' },
} as const;

/** Server paths that are not SPA routes: the SPA fallback never answers these with HTML. */
export const apiPrefixes = ['/priv/', '/pub/', '/api/', '/idp/', '/oidc/', '/mock/', '/docs'] as const;

/** Ticket categories (spec 6, issue 15); the new-ticket form accepts these in `?category=`. */
export const ticketCategories = ['order', 'delivery', 'invoice', 'product', 'account', 'other'] as const;
export type TicketCategory = (typeof ticketCategories)[number];

/** What another section can pre-fill when it opens the new-ticket form. */
export interface NewTicketPrefill {
  category?: TicketCategory;
  /** The related order: its source and id, as in `paths.orders.details`. */
  order?: { source: string; orderId: string };
  /** The related document: its type and id. */
  document?: { type: string; documentId: string };
  /** The FAQ topic the customer came from. */
  topic?: string;
  subject?: string;
}

/**
 * The agreed address of the new-ticket form:
 * `/ticket/new?category=&order={source}/{orderId}&document={type}/{documentId}&topic=&subject=`.
 */
export function newTicketPath(prefill: NewTicketPrefill = {}): string {
  const query = new URLSearchParams();
  if (prefill.category) query.set('category', prefill.category);
  if (prefill.order) query.set('order', `${prefill.order.source}/${prefill.order.orderId}`);
  if (prefill.document) query.set('document', `${prefill.document.type}/${prefill.document.documentId}`);
  if (prefill.topic) query.set('topic', prefill.topic);
  if (prefill.subject) query.set('subject', prefill.subject);
  const search = query.toString();
  return search ? `/ticket/new?${search}` : '/ticket/new';
}

/**
 * The id of a help topic or answer in the address, made from the CMS item's id: lower case letters, digits and
 * dashes (the help centre and the search make the same).
 */
export function helpEntryId(value: string): string {
  return (
    value
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'faq'
  );
}
