import type { PermissionFlag } from '@portal/contracts';

/** Spec 2.3: a guard needs all flags of `allOf` and, when `anyOf` is not empty, at least one of `anyOf`. */
export interface PermissionRequirement {
  allOf?: readonly PermissionFlag[];
  anyOf?: readonly PermissionFlag[];
}

/**
 * Which permission flags open which section (spec 2.4 and 6), shared by the route guards and the navigation
 * so a link is shown exactly when its page would open.
 */
export const routeAccess = {
  brand: { allOf: ['ecommerceExternal'] },
  order: { allOf: ['orderManagement'] },
  ecommerce: { allOf: ['ecommerceInternal'] },
  inquiry: { allOf: ['orderInquiry'] },
  orderHistory: { allOf: ['orderInquiryNew'] },
  returns: { allOf: ['returns'] },
  warranty: { allOf: ['warranty'] },
  report: { allOf: ['report'] },
  documents: { allOf: ['document'], anyOf: ['documentInvoice', 'documentCreditNote', 'documentPayment'] },
  updates: { anyOf: ['alerts', 'notifications'] },
  tickets: { allOf: ['ticket'] },
  help: { allOf: ['faq'] },
  accountSettings: { anyOf: ['companyInfo', 'loginSecurity', 'contacts', 'dataPrivacy', 'termsAndConditions'] },
  onBehalf: { allOf: ['onBehalf'] },
  etaf: { allOf: ['etaf'] },
  etafConfig: { allOf: ['etafConfiguration'] },
  oldB2bCms: { allOf: ['b2bCms'] },
  mmConfig: { allOf: ['mmConfig'] },
  mmDashboard: { allOf: ['mmDashboard'] },
  sapControlReport: { allOf: ['sapControlReport'] },
  brandLandingHub: { allOf: ['tnfGtmHub'] },
  customerCreationRequests: { anyOf: ['customerCreation', 'customerCreationReview'] },
  customerCreationSubmit: { allOf: ['customerCreation'] },
  customerCreationReview: { allOf: ['customerCreationReview'] },
} as const satisfies Record<string, PermissionRequirement>;
