import { internalPageModules, paths } from '@portal/contracts';
import type { ReactNode } from 'react';
import { ComingSoonPage } from '../components/coming-soon-page.tsx';
import { PublicLayout } from '../components/layout/public-layout.tsx';
import { AcceptTermsPage } from '../features/terms/components/accept-terms-page.tsx';
import { PublicAcceptTermsPage } from '../features/terms/components/public-accept-terms-page.tsx';
import { ForgotPasswordPage } from '../features/auth/components/forgot-password-page.tsx';
import { LoginCallbackPage } from '../features/auth/components/login-callback-page.tsx';
import { LoginPage } from '../features/auth/components/login-page.tsx';
import { BrandLandingHubPage } from '../features/brands/components/brand-landing-hub-page.tsx';
import { BrandsRoutes } from '../features/brands/components/brands-routes.tsx';
import { CookiePolicyPage } from '../features/cookie-consent/components/cookie-policy-page.tsx';
import { PublicVideoPage } from '../features/public-video/components/public-video-page.tsx';
import { SoldToPage } from '../features/accounts/components/sold-to-page.tsx';
import { DashboardPage } from '../features/dashboard/components/dashboard-page.tsx';
import { MaintenancePage } from '../features/maintenance/components/maintenance-page.tsx';
import { WaitingPage } from '../features/permissions/components/waiting-page.tsx';
import { GenericContentPage } from '../features/content-pages/components/generic-content-page.tsx';
import { LegacyToolPage } from '../features/legacy/components/legacy-tool-page.tsx';
import { RemoteOutlet } from '../features/remotes/components/remote-outlet.tsx';
import { remoteMounts } from '../features/remotes/remote-mounts.ts';
import { routeAccess, type PermissionRequirement } from '../lib/route-access.ts';

/**
 * Where a route lives:
 * - `public`: no sign-in (spec 2.2);
 * - `gate`: signed in, behind the session gate, without the shell's navigation (spec 2.4 excluded pages);
 * - `shell`: signed in, behind the session gate, inside the shell, optionally guarded by permissions.
 */
export type RouteArea = 'public' | 'gate' | 'shell';

export interface RouteEntry {
  /** The route name: spec 2.3's where it names one, in the same style otherwise. */
  name: string;
  /** React Router path pattern, from `paths` of @portal/contracts. */
  path: string;
  area: RouteArea;
  /** Spec 2.3 guard: all-of / any-of permission flags; without them the user goes to '/'. */
  access?: PermissionRequirement;
  /** Spec URLs this route answers below its own path (pages a remote routes itself). */
  covers?: readonly string[];
  element: ReactNode;
}

function comingSoon(section: string): ReactNode {
  return <ComingSoonPage section={section} />;
}

function publicComingSoon(section: string): ReactNode {
  return (
    <PublicLayout>
      <ComingSoonPage section={section} />
    </PublicLayout>
  );
}

/** Spec 2.1: an internal-style page; all of them share the page that opens their legacy module. */
function legacyTool(page: keyof typeof internalPageModules, title: string): ReactNode {
  return <LegacyToolPage module={internalPageModules[page]} title={title} />;
}

/** A remote's page, mounted at the remote's route prefix (features/remotes/remote-mounts.ts). */
function remote(mount: string): { path: string; element: ReactNode } {
  const found = remoteMounts.find((candidate) => candidate.mount === mount);
  if (!found) throw new Error(`No remote is mounted at ${mount}`);
  return { path: found.pattern, element: <RemoteOutlet remote={found.remote} mount={found.mount} /> };
}

const cc = paths.customerCreation;
const internal = paths.internalPages;

/** Every route of spec 2.1 and 2.2. */
export const routeTable: readonly RouteEntry[] = [
  // Public routes (spec 2.2).
  { name: 'login', path: paths.login, area: 'public', element: <LoginPage /> },
  { name: 'loginCallback', path: paths.loginCallback, area: 'public', element: <LoginCallbackPage /> },
  { name: 'forgotPassword', path: paths.forgotPassword, area: 'public', element: <ForgotPasswordPage /> },
  { name: 'maintenance', path: paths.maintenance, area: 'public', element: <MaintenancePage /> },
  { name: 'publicFaq', path: paths.publicFaq, area: 'public', element: publicComingSoon('section_public_faq') },
  {
    name: 'publicVideo',
    path: paths.publicVideoPattern,
    area: 'public',
    element: <PublicVideoPage />,
  },
  {
    name: 'publicTermsConditionsPage',
    path: paths.publicAcceptTermsPattern,
    area: 'public',
    element: <PublicAcceptTermsPage />,
  },

  // Signed in, without the shell (spec 2.4: excluded from the sidebar; the cookie modal is hidden there).
  { name: 'waiting', path: paths.waiting, area: 'gate', element: <WaitingPage /> },
  { name: 'soldTo', path: paths.soldTo, area: 'gate', element: <SoldToPage /> },
  { name: 'acceptTermsConditions', path: paths.acceptTermsPattern, area: 'gate', element: <AcceptTermsPage /> },

  // Signed in, inside the shell (spec 2.1).
  { name: 'dashboard', path: paths.dashboard, area: 'shell', element: <DashboardPage /> },
  {
    name: 'brand',
    path: paths.brands.pattern,
    area: 'shell',
    access: routeAccess.brand,
    covers: [paths.brands.shopPattern],
    element: <BrandsRoutes />,
  },
  {
    name: 'order',
    path: internal.order,
    area: 'shell',
    access: routeAccess.order,
    element: legacyTool('order', 'section_order'),
  },
  {
    name: 'ecommerce',
    path: internal.ecommerce,
    area: 'shell',
    access: routeAccess.ecommerce,
    element: legacyTool('ecommerce', 'section_ecommerce'),
  },
  {
    name: 'inquiry',
    path: internal.inquiry,
    area: 'shell',
    access: routeAccess.inquiry,
    element: legacyTool('inquiry', 'section_inquiry'),
  },
  {
    name: 'orderHistory',
    path: paths.orders.root,
    area: 'shell',
    access: routeAccess.orderHistory,
    element: comingSoon('section_order_history'),
  },
  {
    name: 'orderDetails',
    path: paths.orders.detailsPattern,
    area: 'shell',
    access: routeAccess.orderHistory,
    element: comingSoon('section_order_details'),
  },
  {
    name: 'returns',
    path: internal.returns,
    area: 'shell',
    access: routeAccess.returns,
    element: legacyTool('returns', 'section_returns'),
  },
  {
    name: 'warranty',
    path: internal.warranty,
    area: 'shell',
    access: routeAccess.warranty,
    element: legacyTool('warranty', 'section_warranty'),
  },
  {
    name: 'report',
    path: paths.reports.pattern,
    area: 'shell',
    access: routeAccess.report,
    covers: ['/reports/:slug'],
    element: comingSoon('section_reports'),
  },
  {
    name: 'documents',
    ...remote(paths.documents.root),
    area: 'shell',
    access: routeAccess.documents,
  },
  { name: 'updates', ...remote(paths.updates.root), area: 'shell', access: routeAccess.updates },
  {
    name: 'tickets',
    ...remote(paths.tickets.root),
    area: 'shell',
    access: routeAccess.tickets,
    covers: [paths.tickets.history],
  },
  {
    name: 'help',
    ...remote(paths.help.root),
    area: 'shell',
    access: routeAccess.help,
    covers: ['/faqs/topic/:topic', '/faqs/topic/:topic/faq/:faq', '/faqs/user-guide'],
  },
  {
    name: 'accountSettings',
    ...remote(paths.accountSettings.root),
    area: 'shell',
    access: routeAccess.accountSettings,
    covers: [
      '/account/stores',
      '/account/stores/:a/:b/:c',
      '/account/company-info',
      '/account/documents',
      '/account/contacts',
      '/account/terms-conditions',
    ],
  },
  { name: 'cookiePolicy', path: paths.cookiePolicy, area: 'shell', element: <CookiePolicyPage /> },
  {
    name: 'termsConditions',
    path: paths.termsConditions,
    area: 'shell',
    element: comingSoon('section_terms_conditions'),
  },
  {
    name: 'onBehalf',
    path: paths.customerSearch.pattern,
    area: 'shell',
    access: routeAccess.onBehalf,
    element: comingSoon('section_customer_search'),
  },
  {
    name: 'etaf',
    path: internal.etaf,
    area: 'shell',
    access: routeAccess.etaf,
    element: legacyTool('etaf', 'section_etaf'),
  },
  {
    name: 'etafConfig',
    path: internal.etafConfig,
    area: 'shell',
    access: routeAccess.etafConfig,
    element: legacyTool('etafConfig', 'section_etaf_config'),
  },
  {
    name: 'oldB2bCms',
    path: internal.b2bCms,
    area: 'shell',
    access: routeAccess.oldB2bCms,
    element: legacyTool('b2bCms', 'section_b2b_cms'),
  },
  {
    name: 'mmConfig',
    path: internal.mmConfig,
    area: 'shell',
    access: routeAccess.mmConfig,
    element: legacyTool('mmConfig', 'section_mm_config'),
  },
  {
    name: 'mmDashboard',
    path: internal.mmDashboard,
    area: 'shell',
    access: routeAccess.mmDashboard,
    element: legacyTool('mmDashboard', 'section_mm_dashboard'),
  },
  {
    name: 'sapControlReport',
    path: internal.sapControlReport,
    area: 'shell',
    access: routeAccess.sapControlReport,
    element: legacyTool('sapControlReport', 'section_sap_control_report'),
  },
  {
    name: 'customerCreationRequests',
    path: cc.requests,
    area: 'shell',
    access: routeAccess.customerCreationRequests,
    element: comingSoon('section_customer_creation'),
  },
  {
    name: 'customerCreationNew',
    path: cc.new,
    area: 'shell',
    access: routeAccess.customerCreationSubmit,
    element: comingSoon('section_customer_creation_new'),
  },
  {
    name: 'customerCreationNewEdit',
    path: cc.newEditPattern,
    area: 'shell',
    access: routeAccess.customerCreationSubmit,
    element: comingSoon('section_customer_creation_new'),
  },
  {
    name: 'customerCreationNewAction',
    path: cc.newActionPattern,
    area: 'shell',
    access: routeAccess.customerCreationReview,
    element: comingSoon('section_customer_creation_new'),
  },
  {
    name: 'customerCreationExtend',
    path: cc.extendPattern,
    area: 'shell',
    access: routeAccess.customerCreationSubmit,
    element: comingSoon('section_customer_creation_extend'),
  },
  {
    name: 'customerCreationExtendEdit',
    path: cc.extendEditPattern,
    area: 'shell',
    access: routeAccess.customerCreationSubmit,
    element: comingSoon('section_customer_creation_extend'),
  },
  {
    name: 'customerCreationExtendAction',
    path: cc.extendActionPattern,
    area: 'shell',
    access: routeAccess.customerCreationReview,
    element: comingSoon('section_customer_creation_extend'),
  },
  {
    name: 'customerCreationAddShipTo',
    path: cc.addShipToPattern,
    area: 'shell',
    access: routeAccess.customerCreationSubmit,
    element: comingSoon('section_customer_creation_add_ship_to'),
  },
  {
    name: 'customerCreationAddShipToEdit',
    path: cc.addShipToEditPattern,
    area: 'shell',
    access: routeAccess.customerCreationSubmit,
    element: comingSoon('section_customer_creation_add_ship_to'),
  },
  {
    name: 'customerCreationAddShipToAction',
    path: cc.addShipToActionPattern,
    area: 'shell',
    access: routeAccess.customerCreationReview,
    element: comingSoon('section_customer_creation_add_ship_to'),
  },
  {
    name: 'customerCreationShow',
    path: cc.showPattern,
    area: 'shell',
    access: routeAccess.customerCreationRequests,
    element: comingSoon('section_customer_creation_show'),
  },
  {
    name: 'brandLandingHub',
    path: paths.brandLandingHub,
    area: 'shell',
    access: routeAccess.brandLandingHub,
    element: <BrandLandingHubPage />,
  },
  { name: 'contentPage', path: paths.contentPage.pattern, area: 'shell', element: <GenericContentPage /> },
];
