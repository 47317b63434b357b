import {
  canOpenSection,
  declaredEndpoints,
  derivePermissions,
  findSection,
  permissionsRecordSchema,
  soldToListSchema,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireSection } from '../../../src/modules/accounts/index.ts';
import {
  createSignedInUser,
  createTestCustomer,
  removeTestCustomers,
  type PrivilegeEntry,
} from '../../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import { bearer } from '../../helpers/oidc-flow.ts';

/**
 * Endpoints that belong to a section (their declaration names it) are refused by the server with the section's
 * own access rule from the manifest, the one the host opens the section's pages by.
 */

const sectionEndpoints = declaredEndpoints.filter((endpoint) => endpoint.section);
/** A call of each, with parameters the route accepts (the orders and tickets calls still lack their customer: a 400). */
const urlOf = (path: string) =>
  path
    .replace(':lang', 'en')
    .replace(':segment', 'getting-started')
    .replace(':source', 'sap')
    .replace(':orderId', '1')
    .replace(':type', 'invoice')
    .replace(':documentId', '1')
    .replace(':ticketId', '00000000-0000-4000-8000-000000000000')
    .replace(':attachmentId', '00000000-0000-4000-8000-000000000000');
/** A call of each that validation would refuse with 400. */
const malformedUrlOf = (path: string) =>
  path.replace(':lang', 'xx').replace(':segment', 'x'.repeat(100)).replace(':source', 'xx').replace(':type', 'xx');

let testApp: TestApp;
let customerIds: string[] = [];
/** A user who may open no section that has endpoints. */
let withoutFaq: string;
/**
 * A user who may open every section that has endpoints (help, order history, reports, tickets, documents, account
 * settings).
 */
let withFaq: string;
/** Users of every shape the gate meets, by a name for messages (the demo personas' shapes). */
let tokens: Record<'oneSoldTo' | 'secondSoldToOnly' | 'noFaq' | 'noPrivileges' | 'staff' | 'approver', string>;

/** A user of the test's own with these entries on sold-tos of its own (`customerId` a placeholder), signed in. */
async function userWith(entries: PrivilegeEntry[], companyType: 'external' | 'internal' = 'external') {
  const { db } = testApp.database;
  const own = await Promise.all(
    entries.map(async (entry) => {
      if (entry.customerId === null) return entry;
      const customerId = await createTestCustomer(db);
      customerIds.push(customerId);
      return { ...entry, customerId };
    }),
  );
  return (await createSignedInUser(testApp.app, db, own, { companyType })).token;
}

const externalUserWith = (enabled: string[]) => userWith([{ customerId: 'own', enabled }]);

function get(url: string, token: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' = 'GET') {
  return testApp.app.inject({ method, url, headers: bearer(token) });
}

beforeAll(async () => {
  testApp = await buildTestApp();
  const shapes = {
    oneSoldTo: userWith([{ customerId: 'own', enabled: ['FAQ', 'ORDER_INQUIRY_NEW'] }]),
    secondSoldToOnly: userWith([
      { customerId: 'own', enabled: ['ORDER_INQUIRY_NEW'] },
      { customerId: 'own', enabled: ['FAQ'] },
    ]),
    noFaq: userWith([{ customerId: 'own', enabled: ['ORDER_INQUIRY_NEW', 'TICKET'] }]),
    noPrivileges: userWith([]),
    staff: userWith(
      [
        {
          customerId: null,
          role: 'CUSTOMER_SERVICE',
          enabled: ['ON_BEHALF', 'ADMIN_TOOL', 'CUSTOMER_CREATION', 'FAQ'],
        },
      ],
      'internal',
    ),
    approver: userWith(
      [
        {
          customerId: null,
          role: 'MASTER_DATA_APPROVER',
          enabled: ['CUSTOMER_CREATION', 'CUSTOMER_CREATION_REVIEW', 'ON_BEHALF'],
        },
      ],
      'internal',
    ),
  };
  [withoutFaq, withFaq, tokens] = await Promise.all([
    externalUserWith(['CLONE_USER']),
    externalUserWith([
      'FAQ',
      'ORDER_INQUIRY_NEW',
      'REPORT',
      'RETURNS',
      'TICKET',
      'TICKET_WRITE',
      'DOCUMENT',
      'DOCUMENT_INVOICE',
      'DOCUMENT_CREDIT_NOTE',
      'DOCUMENT_PAYMENT',
      'DOWNLOAD_DOCUMENT_PDF',
      'COMPANY_INFO',
      'CONTACTS',
    ]),
    Promise.all(Object.entries(shapes).map(async ([name, token]) => [name, await token] as const)).then(
      (entries) => Object.fromEntries(entries) as typeof tokens,
    ),
  ]);
});

afterAll(async () => {
  await removeTestCustomers(testApp.database.db, customerIds);
  customerIds = [];
  await testApp.close();
});

describe('section gates', () => {
  it('exist for the help section’s content and the order history', () => {
    expect(sectionEndpoints.map((endpoint) => endpoint.id)).toEqual(
      expect.arrayContaining(['getHelpContent', 'getFaqContent', 'getUserGuideContent', 'getOrders', 'exportOrders']),
    );
  });

  it.each(sectionEndpoints.map((endpoint) => [endpoint.id, endpoint] as const))(
    '%s refuses a caller who may not open its section, before looking at the input',
    async (_id, endpoint) => {
      const { method } = endpoint;
      const refused = await get(urlOf(endpoint.path), withoutFaq, method);
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json()).toEqual({ error: 'Forbidden', message: expect.stringContaining(endpoint.section ?? '') });
      // Malformed input changes nothing: the gate runs before validation.
      expect((await get(malformedUrlOf(endpoint.path), withoutFaq, method)).statusCode).toBe(403);
      // Staff sections open for a staff user instead of the external user: customer creation for a reviewer,
      // the on-behalf section's group-wide calls (the access log) for staff with the admin tool.
      const staffOpener = { customerCreation: tokens.approver, onBehalf: tokens.staff }[endpoint.section ?? ''];
      const opener = staffOpener ?? withFaq;
      // Each staff call's query refuses one of these (a page size, a request id, a date).
      const malformed = `${malformedUrlOf(endpoint.path)}${staffOpener ? '?pageSize=0&requestId=x&from=x' : ''}`;
      // A path parameter that names nothing is an unknown record (404); other bad input 400.
      expect([400, 404]).toContain((await get(malformed, opener, method)).statusCode);
      const allowed = await get(urlOf(endpoint.path), opener, method);
      expect(allowed.statusCode, allowed.body).not.toBe(403);
    },
  );

  it('decides for every kind of user naming no sold-to what the manifest’s rule decides on one of theirs', async () => {
    const help = findSection('help');
    const decisions = await Promise.all(
      Object.entries(tokens).map(async ([user, token]) => {
        const permissions = await get('/priv/api/admin/tools/permissions', token);
        const answer = (await get('/priv/api/v1/cms/contents-faq/en', token)).statusCode;
        // Without portal privileges the portal gate refuses first.
        if (permissions.statusCode === 403) return { user, answer, expected: 403 };
        const record = permissionsRecordSchema.parse(permissions.json());
        const soldTos = soldToListSchema.parse((await get('/priv/api/v1/user/customers', token)).json());
        // Staff have no sold-tos: their own entry decides.
        const places = soldTos.length > 0 ? soldTos.map((soldTo) => soldTo.customerId) : [null];
        const opens = places.some((soldToId) => canOpenSection(help, derivePermissions(record, { soldToId })));
        return { user, answer, expected: opens ? 200 : 403 };
      }),
    );
    for (const { user, answer, expected } of decisions) expect(answer, user).toBe(expected);
    expect(decisions.some(({ expected }) => expected === 200)).toBe(true);
    expect(decisions.some(({ expected }) => expected === 403)).toBe(true);
  });

  it('fails at start for a section the manifest does not have', () => {
    expect(() => requireSection('no-such-section')).toThrow(/no-such-section/);
  });
});
