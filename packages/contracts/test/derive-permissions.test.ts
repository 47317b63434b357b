import { describe, expect, it } from 'vitest';
import {
  cancellationFormAudience,
  derivePermissions,
  hasPermissions,
  hasPortalAccess,
  isInternalCompany,
  portalLanguageOf,
} from '../src/derive-permissions.ts';
import { privilegeCodes, type PermissionFlag, type PermissionsRecord, type PrivilegeCode } from '../src/permissions.ts';

function record(overrides: Partial<PermissionsRecord> = {}): PermissionsRecord {
  return {
    userId: 'u1',
    userName: 'buyer@example.com',
    name: 'Emma',
    fullname: 'Emma Collins',
    passwordExpirationDate: null,
    language: 'en',
    creationReason: null,
    activeBrands: [],
    portalConfiguration: [{ language: 'en', username: 'buyer@example.com' }],
    portalPrivileges: [],
    companyType: 'external',
    ...overrides,
  };
}

function external(codes: readonly string[], customer = '1000001') {
  return record({ portalPrivileges: [{ customer, enabled: [...codes], role: 'BUYER', legacyBrandList: [] }] });
}

function internal(codes: readonly string[]) {
  return record({
    companyType: 'INTERNAL',
    creationReason: 'MANUAL',
    portalPrivileges: [{ customer: '', enabled: [...codes], role: 'SR_EMEA', legacyBrandList: [] }],
  });
}

/** Each flag that is exactly "its code is enabled", for any user kind. */
const direct: Array<[PermissionFlag, PrivilegeCode]> = [
  ['companyInfo', 'COMPANY_INFO'],
  ['loginSecurity', 'LOGIN_SECURITY'],
  ['report', 'REPORT'],
  ['ticket', 'TICKET'],
  ['ticketWrite', 'TICKET_WRITE'],
  ['orderInquiry', 'ORDER_INQUIRY'],
  ['orderInquiryNew', 'ORDER_INQUIRY_NEW'],
  ['orderInquiryDeliveries', 'ORDER_INQUIRY_DELIVERIES'],
  ['orderManagement', 'ORDER_MANAGEMENT'],
  ['returns', 'RETURNS'],
  ['warranty', 'WARRANTY'],
  ['cms', 'CMS'],
  ['etaf', 'ETAF'],
  ['etafConfiguration', 'ETAF_CONFIGURATION'],
  ['sapControlReport', 'SAP_CONTROL_REPORT'],
  ['mmConfig', 'MM_CONFIG'],
  ['b2bCms', 'B2B_CMS'],
  ['adminTool', 'ADMIN_TOOL'],
  ['digitalShowroom', 'DIGITAL_SHOWROOM'],
  ['digitalShowroomConfiguration', 'DIGITAL_SHOWROOM_CONFIGURATION'],
  ['faq', 'FAQ'],
  ['document', 'DOCUMENT'],
  ['documentInvoice', 'DOCUMENT_INVOICE'],
  ['documentPayment', 'DOCUMENT_PAYMENT'],
  ['documentCreditNote', 'DOCUMENT_CREDIT_NOTE'],
  ['reportDownload', 'REPORT_DOWNLOAD'],
  ['downloadDocumentPdf', 'DOWNLOAD_DOCUMENT_PDF'],
  ['cloneUser', 'CLONE_USER'],
  ['dataPrivacy', 'DATA_PRIVACY'],
  ['termsAndConditions', 'TERMS_AND_CONDITIONS'],
  ['termsAndConditionsSendByEmail', 'TERMS_AND_CONDITIONS_SEND_BY_EMAIL'],
  ['contacts', 'CONTACTS'],
  ['vasMenu', 'VAS_MENU'],
  ['customerCreation', 'CUSTOMER_CREATION'],
  ['customerCreationReview', 'CUSTOMER_CREATION_REVIEW'],
  ['tnfGtmHub', 'TNF_GTM_HUB'],
  ['cancellationForm', 'CANCELLATION_FORM'],
  ['customerVisibility', 'CUSTOMER_VISIBILITY'],
  ['mmDashboard', 'MM_DASHBOARD'],
];

describe('derivePermissions', () => {
  it.each(direct)('%s follows the %s code', (flag, code) => {
    expect(derivePermissions(external([code]), { soldToId: '1000001' })[flag]).toBe(true);
    expect(derivePermissions(internal([code]), { soldToId: null })[flag]).toBe(true);
    const others = privilegeCodes.filter((candidate) => candidate !== code);
    expect(derivePermissions(external(others), { soldToId: '1000001' })[flag]).toBe(false);
  });

  it('shows notifications and alerts only while the hide-updates setting is off', () => {
    const shown = derivePermissions(external(['NOTIFICATIONS', 'ALERTS']), { soldToId: '1000001' });
    expect([shown.notifications, shown.alerts]).toEqual([true, true]);
    const hidden = derivePermissions(external(['NOTIFICATIONS', 'ALERTS', 'HIDE_UPDATES']), { soldToId: '1000001' });
    expect([hidden.notifications, hidden.alerts]).toEqual([false, false]);
  });

  it('splits B2B access into the internal and the external ecommerce flag', () => {
    const customer = derivePermissions(external(['B2B_ACCESS']), { soldToId: '1000001' });
    expect([customer.ecommerceExternal, customer.ecommerceInternal]).toEqual([true, false]);
    const staff = derivePermissions(internal(['B2B_ACCESS']), { soldToId: null });
    expect([staff.ecommerceExternal, staff.ecommerceInternal]).toEqual([false, true]);
    // On behalf of a customer, staff open that customer's brand shops.
    const acting = derivePermissions(internal(['ON_BEHALF', 'B2B_ACCESS', 'ON_BEHALF_B2B_ACCESS']), {
      soldToId: '1000001',
      actingOnBehalf: true,
    });
    expect([acting.ecommerceExternal, acting.ecommerceInternal]).toEqual([true, false]);
  });

  it('grants on-behalf to internal users only', () => {
    expect(derivePermissions(internal(['ON_BEHALF']), { soldToId: null }).onBehalf).toBe(true);
    expect(derivePermissions(external(['ON_BEHALF']), { soldToId: '1000001' }).onBehalf).toBe(false);
  });

  it('uses the entry of the selected sold-to for external users', () => {
    const twoAccounts = record({
      portalPrivileges: [
        { customer: 'A', enabled: ['TICKET'], role: 'BUYER', legacyBrandList: [] },
        { customer: 'B', enabled: ['FAQ'], role: 'MANAGER', legacyBrandList: [{ module: 'B2B', brands: ['40'] }] },
      ],
    });
    const onB = derivePermissions(twoAccounts, { soldToId: 'B' });
    expect([onB.ticket, onB.faq, onB.persona, onB.soldToId]).toEqual([false, true, 'MANAGER', 'B']);
    expect(onB.legacyBrandList).toEqual([{ module: 'B2B', brands: ['40'] }]);
    const unknown = derivePermissions(twoAccounts, { soldToId: 'C' });
    expect([unknown.ticket, unknown.faq, unknown.soldToId]).toEqual([false, false, null]);
  });

  it('uses the first entry for internal users, whatever sold-to is selected', () => {
    const staff = record({
      companyType: 'Internal',
      portalPrivileges: [
        { customer: '', enabled: ['CMS'], role: 'STAFF', legacyBrandList: [] },
        { customer: 'X', enabled: ['ETAF'], role: 'OTHER', legacyBrandList: [] },
      ],
    });
    const derived = derivePermissions(staff, { soldToId: 'X' });
    expect([derived.cms, derived.etaf, derived.persona, derived.internal, derived.account]).toEqual([
      true,
      false,
      'STAFF',
      true,
      false,
    ]);
  });

  it('marks external users as accounts and carries the creation reason', () => {
    const derived = derivePermissions(record({ ...external(['FAQ']), creationReason: 'SELF' }), {
      soldToId: '1000001',
    });
    expect([derived.internal, derived.account, derived.creationReason]).toEqual([false, true, 'SELF']);
  });

  it('while acting on behalf, uses the on-behalf sections, including ticket writing', () => {
    const staff = internal(['ON_BEHALF', 'TICKET', 'TICKET_WRITE', 'ON_BEHALF_TICKET', 'ON_BEHALF_COMPANY_INFO']);
    const own = derivePermissions(staff, { soldToId: null });
    expect([own.ticket, own.ticketWrite, own.companyInfo]).toEqual([true, true, false]);
    const onBehalf = derivePermissions(staff, { soldToId: '1000001', actingOnBehalf: true });
    expect([onBehalf.ticket, onBehalf.ticketWrite, onBehalf.companyInfo, onBehalf.onBehalf]).toEqual([
      true,
      false,
      true,
      true,
    ]);
  });

  it('ignores acting on behalf for users without the on-behalf right', () => {
    const derived = derivePermissions(external(['TICKET']), { soldToId: '1000001', actingOnBehalf: true });
    expect(derived.ticket).toBe(true);
  });
});

describe('isInternalCompany', () => {
  it('compares case-insensitively', () => {
    expect(['internal', 'INTERNAL', 'Internal'].map(isInternalCompany)).toEqual([true, true, true]);
    expect([isInternalCompany('external'), isInternalCompany(null)]).toEqual([false, false]);
  });
});

describe('hasPermissions', () => {
  const flags = derivePermissions(external(['TICKET', 'FAQ']), { soldToId: '1000001' });

  it('needs every flag of allOf and one of anyOf', () => {
    expect(hasPermissions(flags, { allOf: ['ticket', 'faq'] })).toBe(true);
    expect(hasPermissions(flags, { allOf: ['ticket', 'report'] })).toBe(false);
    expect(hasPermissions(flags, { anyOf: ['report', 'faq'] })).toBe(true);
    expect(hasPermissions(flags, { anyOf: ['report', 'returns'] })).toBe(false);
    expect(hasPermissions(flags, {})).toBe(true);
  });
});

describe('hasPortalAccess', () => {
  it('is false for a missing record, no entries, or entries without codes', () => {
    expect(hasPortalAccess(null)).toBe(false);
    expect(hasPortalAccess(record())).toBe(false);
    expect(hasPortalAccess(external([]))).toBe(false);
    expect(hasPortalAccess(external(['FAQ']))).toBe(true);
  });
});

describe('portalLanguageOf', () => {
  it('uses the portal configuration language first', () => {
    expect(portalLanguageOf(record({ language: 'fr', portalConfiguration: [{ language: 'de', username: 'u' }] }))).toBe(
      'de',
    );
  });

  it('falls back to the user language, then English, when the configured one is missing or unsupported', () => {
    expect(portalLanguageOf(record({ language: 'it-IT', portalConfiguration: [] }))).toBe('it');
    expect(portalLanguageOf(record({ language: 'it', portalConfiguration: [{ language: 'pt', username: 'u' }] }))).toBe(
      'it',
    );
    expect(portalLanguageOf(record({ language: 'pt', portalConfiguration: [] }))).toBe('en');
  });

  it('is always English for internal companies', () => {
    expect(
      portalLanguageOf(
        record({ companyType: 'INTERNAL', language: 'de', portalConfiguration: [{ language: 'de', username: 'u' }] }),
      ),
    ).toBe('en');
  });
});

describe('cancellationFormAudience', () => {
  it('tells sales agents, sales reps and everyone else apart', () => {
    expect(cancellationFormAudience({ persona: 'SR_EMEA_SALES', creationReason: 'MANUAL' })).toBe('salesAgent');
    expect(cancellationFormAudience({ persona: 'SR_EMEA_SALES', creationReason: null })).toBe('salesRep');
    expect(cancellationFormAudience({ persona: 'INTERNAL_STAFF', creationReason: 'MANUAL' })).toBe('default');
    expect(cancellationFormAudience({ persona: null, creationReason: null })).toBe('default');
  });
});
