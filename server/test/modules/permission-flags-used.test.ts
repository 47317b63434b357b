import { readFileSync } from 'node:fs';
import path from 'node:path';
import { derivePermissions, sections, type AccessRequirement, type PermissionFlag } from '@portal/contracts';
import { describe, expect, it } from 'vitest';

/**
 * Spec 6 (issue 20): every derived permission flag is read by something — a section's or route's access rule of the
 * manifest (which the host's routes, sidebar items and cards and the server's section gate all use), or one of the
 * uses listed below, each checked against its file. A flag that nothing reads fails here.
 */

const repositoryRoot = path.resolve(import.meta.dirname, '../../..');

/** Reads of a flag outside the section manifest: an endpoint's server check, a card, a front-end decision. */
const otherUses: Partial<Record<PermissionFlag, readonly string[]>> = {
  ticketWrite: ['server/src/modules/tickets/service.ts', 'remotes/faqs-tickets/src/pages/ticket-page.tsx'],
  orderInquiryDeliveries: ['server/src/modules/orders/service.ts'],
  cms: ['server/src/modules/content/admin-routes.ts', 'apps/portal/src/lib/internal-cards.ts'],
  reportDownload: [
    'server/src/modules/reports/service.ts',
    'apps/portal/src/features/reports/components/report-view.tsx',
  ],
  downloadDocumentPdf: ['server/src/modules/documents/service.ts', 'remotes/documents/src/pages/documents-page.tsx'],
  termsAndConditionsSendByEmail: [
    'server/src/modules/account-settings/routes.ts',
    'apps/portal/src/features/terms/components/terms-page.tsx',
  ],
  vasMenu: ['server/src/modules/vas/routes.ts', 'apps/portal/src/lib/internal-cards.ts'],
  cancellationForm: ['apps/portal/src/lib/internal-cards.ts'],
  cloneUser: [
    'server/src/modules/account-settings/access-routes.ts',
    'remotes/account-settings/src/pages/colleagues-page.tsx',
  ],
};

/** The flags of the derived permissions object (its booleans, without `internal` and `account`). */
const flags = Object.entries(
  derivePermissions(
    {
      userId: 'u',
      userName: 'u',
      name: 'u',
      fullname: 'u',
      passwordExpirationDate: null,
      language: 'en',
      creationReason: null,
      activeBrands: [],
      portalConfiguration: [],
      portalPrivileges: [],
      companyType: 'external',
    },
    { soldToId: null },
  ),
)
  .filter(([name, value]) => typeof value === 'boolean' && name !== 'internal' && name !== 'account')
  .map(([name]) => name as PermissionFlag);

const flagsOf = (rule: AccessRequirement | undefined) => [...(rule?.allOf ?? []), ...(rule?.anyOf ?? [])];
const manifestFlags = new Set(
  sections.flatMap((section) => [
    ...flagsOf(section.access),
    ...section.routes.flatMap((route) => flagsOf(route.access)),
  ]),
);

/** Source without comments, so a flag named only in a comment does not count as read. */
function codeOf(file: string): string {
  return readFileSync(path.join(repositoryRoot, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

describe('permission flags', () => {
  it('include every flag spec 6 names (and customerCreationReview, the second customer-creation stage)', () => {
    const specFlags = (
      'companyInfo loginSecurity report notifications alerts ticket ticketWrite orderInquiry orderInquiryNew ' +
      'orderInquiryDeliveries orderManagement ecommerceInternal ecommerceExternal returns warranty onBehalf cms etaf ' +
      'etafConfiguration sapControlReport mmConfig b2bCms adminTool digitalShowroom digitalShowroomConfiguration faq ' +
      'document documentInvoice documentPayment documentCreditNote reportDownload downloadDocumentPdf cloneUser ' +
      'dataPrivacy termsAndConditions termsAndConditionsSendByEmail contacts vasMenu customerCreation tnfGtmHub ' +
      'cancellationForm customerVisibility mmDashboard'
    ).split(' ');
    expect([...flags].sort()).toEqual([...specFlags, 'customerCreationReview'].sort());
  });

  it.each(flags)('%s is read by a section rule, an endpoint check, a card or a page', (flag) => {
    const files = otherUses[flag] ?? [];
    expect(manifestFlags.has(flag) || files.length > 0, `${flag} is read by nothing`).toBe(true);
  });

  it.each(Object.entries(otherUses))('%s is read where the list says', (flag, files) => {
    // A property read (`permissions.flag`) or the flag named in a rule or check (`'flag'`).
    const read = new RegExp(`(\\.${flag}\\b|['"]${flag}['"])`);
    for (const file of files ?? []) expect(read.test(codeOf(file)), `${flag} in ${file}`).toBe(true);
  });

  it('lists no use that the manifest already covers', () => {
    expect(Object.keys(otherUses).filter((flag) => manifestFlags.has(flag as PermissionFlag))).toEqual([]);
  });
});
