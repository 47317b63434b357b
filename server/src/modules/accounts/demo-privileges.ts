import { onBehalfPrefix, privilegeCodes, type LegacyModuleId, type PrivilegeCode } from '@portal/contracts';
import { brandCatalogue } from './brands.ts';
import { demoCustomers } from './demo-customers.ts';

/** Codes only the group's own staff (or the admin tool) ever hold. */
const internalOnlyCodes: ReadonlySet<PrivilegeCode> = new Set([
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
  'CLONE_USER',
]);

/** Every code a customer's user can have. */
export const customerCodes: readonly PrivilegeCode[] = privilegeCodes.filter((code) => !internalOnlyCodes.has(code));

/** Every card of the internal dashboard (spec 2.6), and customer creation. */
const internalCardCodes: readonly PrivilegeCode[] = [
  'ORDER_MANAGEMENT',
  'B2B_ACCESS',
  'ORDER_INQUIRY',
  'ORDER_INQUIRY_NEW',
  'RETURNS',
  'WARRANTY',
  'REPORT',
  'ON_BEHALF',
  'CUSTOMER_CREATION',
  'CMS',
  'ETAF',
  'ETAF_CONFIGURATION',
  'ADMIN_TOOL',
  'SAP_CONTROL_REPORT',
  'MM_CONFIG',
  'MM_DASHBOARD',
  'B2B_CMS',
  'VAS_MENU',
  'TICKET',
  'TICKET_WRITE',
  'TNF_GTM_HUB',
  'CANCELLATION_FORM',
  'FAQ',
];

/** The customer sections of the on-behalf dropdown (spec 2.5), read-only for tickets. */
const onBehalfSections: readonly PrivilegeCode[] = [
  'COMPANY_INFO',
  'CONTACTS',
  'DOCUMENT',
  'DOCUMENT_INVOICE',
  'DOCUMENT_CREDIT_NOTE',
  'DOCUMENT_PAYMENT',
  'DOWNLOAD_DOCUMENT_PDF',
  'TICKET',
  'FAQ',
  'B2B_ACCESS',
  'ORDER_INQUIRY',
  'ORDER_INQUIRY_NEW',
  'ORDER_INQUIRY_DELIVERIES',
  'RETURNS',
  'WARRANTY',
  'REPORT',
  'REPORT_DOWNLOAD',
  'DATA_PRIVACY',
  'TERMS_AND_CONDITIONS',
  'NOTIFICATIONS',
  'ALERTS',
];

const onBehalf = (sections: readonly PrivilegeCode[]) => sections.map((code) => `${onBehalfPrefix}${code}`);

export interface DemoPrivilege {
  /** Null for internal users' entry. */
  customerId: string | null;
  enabled: readonly string[];
  role: string;
  legacyBrandList: Array<{ module: LegacyModuleId; brands: string[] }>;
}

function customerEntry(customerId: string, enabled: readonly string[], role: string): DemoPrivilege {
  const brands = demoCustomers.find((customer) => customer.customerId === customerId)?.brands ?? [];
  const modules: LegacyModuleId[] = enabled.includes('B2B_ACCESS')
    ? ['B2B', 'EORDERINQUIRY', 'ERETURN', 'EWARRANTY']
    : [];
  return { customerId, enabled, role, legacyBrandList: modules.map((module) => ({ module, brands: [...brands] })) };
}

function internalEntry(enabled: readonly string[], role: string, modules: LegacyModuleId[] = []): DemoPrivilege {
  const brands = brandCatalogue.map((brand) => brand.id);
  return { customerId: null, enabled, role, legacyBrandList: modules.map((module) => ({ module, brands })) };
}

/** The demo personas' entries (DESIGN.md "Demo personas"); pending@example.com has none. */
export const demoPrivileges: Readonly<Record<string, readonly DemoPrivilege[]>> = {
  'buyer@example.com': [customerEntry('1000101', customerCodes, 'CUSTOMER_ADMIN')],
  'multi@example.com': [
    customerEntry('1000102', customerCodes, 'CUSTOMER_ADMIN'),
    customerEntry('1000103', customerCodes, 'CUSTOMER_ADMIN'),
    customerEntry('1000104', customerCodes, 'CUSTOMER_ADMIN'),
  ],
  'newterms@example.com': [customerEntry('1000105', customerCodes, 'CUSTOMER_ADMIN')],
  'limited@example.com': [customerEntry('1000106', ['TICKET', 'FAQ'], 'CUSTOMER_USER')],
  'klaus@example.com': [customerEntry('1000107', customerCodes, 'CUSTOMER_ADMIN')],
  'staff@example.com': [
    internalEntry([...internalCardCodes, ...onBehalf([...onBehalfSections, 'TICKET_WRITE'])], 'CUSTOMER_SERVICE', [
      'B2B',
      'EORDERINQUIRY',
      'ERETURN',
      'EWARRANTY',
      'ORDERMANAGEMENT',
    ]),
  ],
  'approver@example.com': [
    internalEntry(
      ['CUSTOMER_CREATION', 'CUSTOMER_CREATION_REVIEW', 'ON_BEHALF', ...onBehalf(onBehalfSections)],
      'MASTER_DATA_APPROVER',
    ),
  ],
  'salesrep@example.com': [
    internalEntry(['ON_BEHALF', 'CANCELLATION_FORM', ...onBehalf(onBehalfSections)], 'SR_EMEA_SALES'),
  ],
};

/** Sold-tos whose terms stay unaccepted in the demo: newterms@ must accept, limited@ is never asked. */
export const demoUnacceptedCustomers: ReadonlySet<string> = new Set(['1000105', '1000106']);
