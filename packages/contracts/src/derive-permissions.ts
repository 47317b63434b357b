import { fallbackLanguage, isLanguageId, type LanguageId } from './languages.ts';
import {
  onBehalfPrefix,
  type DerivedPermissions,
  type PermissionFlag,
  type PermissionFlags,
  type PermissionsRecord,
  type PrivilegeCode,
} from './permissions.ts';

/** Flags that are simply "the code is enabled". The others have rules of their own below. */
const directFlags = {
  companyInfo: 'COMPANY_INFO',
  loginSecurity: 'LOGIN_SECURITY',
  report: 'REPORT',
  ticket: 'TICKET',
  ticketWrite: 'TICKET_WRITE',
  orderInquiry: 'ORDER_INQUIRY',
  orderInquiryNew: 'ORDER_INQUIRY_NEW',
  orderInquiryDeliveries: 'ORDER_INQUIRY_DELIVERIES',
  orderManagement: 'ORDER_MANAGEMENT',
  returns: 'RETURNS',
  warranty: 'WARRANTY',
  cms: 'CMS',
  etaf: 'ETAF',
  etafConfiguration: 'ETAF_CONFIGURATION',
  sapControlReport: 'SAP_CONTROL_REPORT',
  mmConfig: 'MM_CONFIG',
  b2bCms: 'B2B_CMS',
  adminTool: 'ADMIN_TOOL',
  digitalShowroom: 'DIGITAL_SHOWROOM',
  digitalShowroomConfiguration: 'DIGITAL_SHOWROOM_CONFIGURATION',
  faq: 'FAQ',
  document: 'DOCUMENT',
  documentInvoice: 'DOCUMENT_INVOICE',
  documentPayment: 'DOCUMENT_PAYMENT',
  documentCreditNote: 'DOCUMENT_CREDIT_NOTE',
  reportDownload: 'REPORT_DOWNLOAD',
  downloadDocumentPdf: 'DOWNLOAD_DOCUMENT_PDF',
  cloneUser: 'CLONE_USER',
  dataPrivacy: 'DATA_PRIVACY',
  termsAndConditions: 'TERMS_AND_CONDITIONS',
  termsAndConditionsSendByEmail: 'TERMS_AND_CONDITIONS_SEND_BY_EMAIL',
  contacts: 'CONTACTS',
  vasMenu: 'VAS_MENU',
  customerCreation: 'CUSTOMER_CREATION',
  customerCreationReview: 'CUSTOMER_CREATION_REVIEW',
  tnfGtmHub: 'TNF_GTM_HUB',
  cancellationForm: 'CANCELLATION_FORM',
  customerVisibility: 'CUSTOMER_VISIBILITY',
  mmDashboard: 'MM_DASHBOARD',
} as const satisfies Partial<Record<PermissionFlag, PrivilegeCode>>;

export function isInternalCompany(companyType: string | null | undefined): boolean {
  return companyType?.toLowerCase() === 'internal';
}

/** `asCustomer`: the flags split by company type are the customer's (staff acting on behalf of one). */
function flagsFromCodes(codes: ReadonlySet<string>, internal: boolean, asCustomer = !internal): PermissionFlags {
  const has = (code: PrivilegeCode) => codes.has(code);
  const direct = Object.fromEntries(Object.entries(directFlags).map(([flag, code]) => [flag, has(code)])) as Record<
    keyof typeof directFlags,
    boolean
  >;
  // Spec 6: the hide-updates setting hides alerts and notifications.
  const updatesVisible = !has('HIDE_UPDATES');
  return {
    ...direct,
    notifications: has('NOTIFICATIONS') && updatesVisible,
    alerts: has('ALERTS') && updatesVisible,
    ecommerceInternal: has('B2B_ACCESS') && !asCustomer,
    ecommerceExternal: has('B2B_ACCESS') && asCustomer,
    onBehalf: has('ON_BEHALF') && internal,
  };
}

export interface DerivationContext {
  /** The selected sold-to: external users use its privilege entry. */
  soldToId: string | null;
  /** An internal user acting on behalf of a customer gets the sections allowed on behalf (codes `ON_BEHALF_*`). */
  actingOnBehalf?: boolean;
}

/**
 * The derived permissions of spec sections 3 and 6, computed the same way in the portal and on the server.
 * Internal users use their first privilege entry, external users the entry of the selected sold-to.
 */
export function derivePermissions(record: PermissionsRecord, context: DerivationContext): DerivedPermissions {
  const internal = isInternalCompany(record.companyType);
  const entry = internal
    ? record.portalPrivileges[0]
    : record.portalPrivileges.find((candidate) => candidate.customer === context.soldToId);
  let codes = new Set(entry?.enabled ?? []);
  const onBehalf = internal && codes.has('ON_BEHALF');
  const acting = Boolean(context.actingOnBehalf && onBehalf);
  if (acting) {
    codes = new Set(
      [...codes].filter((code) => code.startsWith(onBehalfPrefix)).map((code) => code.slice(onBehalfPrefix.length)),
    );
  }
  return {
    // Acting on behalf, staff open the customer's B2B brand shops (spec 2.5's menu), not the internal shop tool.
    ...flagsFromCodes(codes, internal, !internal || acting),
    // Acting on behalf never removes the right to act on behalf (it is what lets the user leave the mode).
    onBehalf,
    internal,
    account: !internal,
    persona: entry?.role ?? null,
    creationReason: record.creationReason,
    legacyBrandList: entry?.legacyBrandList ?? [],
    soldToId: internal ? (context.soldToId ?? null) : (entry?.customer ?? null),
  };
}

/** Spec 2.3: guards accept all-of and any-of lists of flags. */
export function hasPermissions(
  permissions: PermissionFlags,
  requirement: { allOf?: readonly PermissionFlag[]; anyOf?: readonly PermissionFlag[] },
): boolean {
  const allOf = requirement.allOf ?? [];
  const anyOf = requirement.anyOf ?? [];
  return allOf.every((flag) => permissions[flag]) && (anyOf.length === 0 || anyOf.some((flag) => permissions[flag]));
}

/** Spec 5: empty permissions or no portal privileges lead to the waiting page. */
export function hasPortalAccess(record: PermissionsRecord | null | undefined): boolean {
  return Boolean(record && record.portalPrivileges.some((entry) => entry.enabled.length > 0));
}

/**
 * The language of login-required pages (spec 4 and 5): English for internal companies; otherwise the portal
 * configuration's language, else the user's, each only when supported, else the fallback.
 */
export function portalLanguageOf(record: PermissionsRecord): LanguageId {
  if (isInternalCompany(record.companyType)) return fallbackLanguage;
  const candidates = [record.portalConfiguration[0]?.language, record.language];
  const supported = candidates.map((value) => value?.slice(0, 2).toLowerCase()).find(isLanguageId);
  return supported ?? fallbackLanguage;
}

/** Spec 6: sales-rep personas start with this group identifier (the role of the privilege entry). */
export const salesRepRolePrefix = 'SR_';

/**
 * Spec 6: the cancellation form a user gets — a sales rep with a manual creation reason is a sales agent
 * and uses the external sales agent form; other sales reps the sales-rep form; everyone else the default.
 */
export function cancellationFormAudience(
  permissions: Pick<DerivedPermissions, 'persona' | 'creationReason'>,
): 'salesAgent' | 'salesRep' | 'default' {
  if (!permissions.persona?.startsWith(salesRepRolePrefix)) return 'default';
  return permissions.creationReason?.toLowerCase() === 'manual' ? 'salesAgent' : 'salesRep';
}
