import { z } from 'zod';

/**
 * Portal privilege codes, as stored per user and customer (`portalPrivileges[].enabled`). The spec names the
 * permission flags but not the codes behind them; each code below enables the flag of the same meaning.
 */
export const privilegeCodes = [
  'COMPANY_INFO',
  'LOGIN_SECURITY',
  'REPORT',
  'REPORT_DOWNLOAD',
  'NOTIFICATIONS',
  'ALERTS',
  'HIDE_UPDATES',
  'TICKET',
  'TICKET_WRITE',
  'ORDER_INQUIRY',
  'ORDER_INQUIRY_NEW',
  'ORDER_INQUIRY_DELIVERIES',
  'ORDER_MANAGEMENT',
  'B2B_ACCESS',
  'RETURNS',
  'WARRANTY',
  'ON_BEHALF',
  'CMS',
  'ETAF',
  'ETAF_CONFIGURATION',
  'SAP_CONTROL_REPORT',
  'MM_CONFIG',
  'MM_DASHBOARD',
  'B2B_CMS',
  'ADMIN_TOOL',
  'DIGITAL_SHOWROOM',
  'DIGITAL_SHOWROOM_CONFIGURATION',
  'FAQ',
  'DOCUMENT',
  'DOCUMENT_INVOICE',
  'DOCUMENT_PAYMENT',
  'DOCUMENT_CREDIT_NOTE',
  'DOWNLOAD_DOCUMENT_PDF',
  'CLONE_USER',
  'DATA_PRIVACY',
  'TERMS_AND_CONDITIONS',
  'TERMS_AND_CONDITIONS_SEND_BY_EMAIL',
  'CONTACTS',
  'VAS_MENU',
  'CUSTOMER_CREATION',
  'CUSTOMER_CREATION_REVIEW',
  'TNF_GTM_HUB',
  'CANCELLATION_FORM',
  'CUSTOMER_VISIBILITY',
] as const;

export type PrivilegeCode = (typeof privilegeCodes)[number];

/** Codes only the group's own staff (or the admin tool) ever hold; a customer's user never gets them. */
export const internalOnlyPrivilegeCodes: ReadonlySet<PrivilegeCode> = new Set<PrivilegeCode>([
  'ON_BEHALF',
  'CMS',
  'ETAF',
  'ETAF_CONFIGURATION',
  'SAP_CONTROL_REPORT',
  'MM_CONFIG',
  'MM_DASHBOARD',
  'B2B_CMS',
  'ADMIN_TOOL',
  'CUSTOMER_CREATION',
  'CUSTOMER_CREATION_REVIEW',
  'CANCELLATION_FORM',
  'CUSTOMER_VISIBILITY',
  'DIGITAL_SHOWROOM_CONFIGURATION',
  'HIDE_UPDATES',
]);

/** The privilege catalogue: every code, and whether only internal users may hold it (reference data). */
export const privilegeCatalogue: ReadonlyArray<{ code: PrivilegeCode; internalOnly: boolean }> = privilegeCodes.map(
  (code) => ({ code, internalOnly: internalOnlyPrivilegeCodes.has(code) }),
);

/** Every code a customer's user can have. */
export const customerPrivilegeCodes: readonly PrivilegeCode[] = privilegeCatalogue
  .filter((entry) => !entry.internalOnly)
  .map((entry) => entry.code);

/** Prefix of the codes that, in an internal user's entry, allow a section while acting on behalf of a customer. */
export const onBehalfPrefix = 'ON_BEHALF_';

export const legacyModuleIds = [
  'B2B',
  'EORDERINQUIRY',
  'ERETURN',
  'EWARRANTY',
  'ORDERMANAGEMENT',
  'ETAF',
  'ADMIN',
  'ETAFMAINTENANCE',
  'SAPCONTROLREPORT',
  'MMCONFIG',
  'CMS',
  'DIGITALSHOWROOM',
  'MMDASHBOARD',
] as const;

export type LegacyModuleId = (typeof legacyModuleIds)[number];

export const portalPrivilegeSchema = z.object({
  customer: z.string(),
  enabled: z.array(z.string()),
  role: z.string(),
  legacyBrandList: z.array(z.object({ module: z.string(), brands: z.array(z.string()) })),
});

export const portalConfigurationSchema = z.object({ language: z.string(), username: z.string() });

/** `GET /priv/api/admin/tools/permissions` (spec section 3, "User permissions record"). */
export const permissionsRecordSchema = z.object({
  userId: z.string(),
  userName: z.string(),
  name: z.string(),
  fullname: z.string(),
  passwordExpirationDate: z.string().nullable(),
  language: z.string(),
  creationReason: z.string().nullable(),
  activeBrands: z.array(z.string()),
  portalConfiguration: z.array(portalConfigurationSchema),
  portalPrivileges: z.array(portalPrivilegeSchema),
  companyType: z.string(),
});

export type PortalPrivilege = z.infer<typeof portalPrivilegeSchema>;
export type PermissionsRecord = z.infer<typeof permissionsRecordSchema>;

/** The permission flags of spec section 6. */
export interface PermissionFlags {
  companyInfo: boolean;
  loginSecurity: boolean;
  report: boolean;
  notifications: boolean;
  alerts: boolean;
  ticket: boolean;
  ticketWrite: boolean;
  orderInquiry: boolean;
  orderInquiryNew: boolean;
  orderInquiryDeliveries: boolean;
  orderManagement: boolean;
  ecommerceInternal: boolean;
  ecommerceExternal: boolean;
  returns: boolean;
  warranty: boolean;
  onBehalf: boolean;
  cms: boolean;
  etaf: boolean;
  etafConfiguration: boolean;
  sapControlReport: boolean;
  mmConfig: boolean;
  b2bCms: boolean;
  adminTool: boolean;
  digitalShowroom: boolean;
  digitalShowroomConfiguration: boolean;
  faq: boolean;
  document: boolean;
  documentInvoice: boolean;
  documentPayment: boolean;
  documentCreditNote: boolean;
  reportDownload: boolean;
  downloadDocumentPdf: boolean;
  cloneUser: boolean;
  dataPrivacy: boolean;
  termsAndConditions: boolean;
  termsAndConditionsSendByEmail: boolean;
  contacts: boolean;
  vasMenu: boolean;
  customerCreation: boolean;
  customerCreationReview: boolean;
  tnfGtmHub: boolean;
  cancellationForm: boolean;
  customerVisibility: boolean;
  mmDashboard: boolean;
}

export type PermissionFlag = keyof PermissionFlags;

/** The derived permissions object of spec section 3. */
export interface DerivedPermissions extends PermissionFlags {
  internal: boolean;
  /** True for external users (spec: "account"). */
  account: boolean;
  persona: string | null;
  creationReason: string | null;
  legacyBrandList: PortalPrivilege['legacyBrandList'];
  soldToId: string | null;
}
