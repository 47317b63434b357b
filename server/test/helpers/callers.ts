import { customerPrivilegeCodes, onBehalfSessionHeader } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client.ts';
import {
  acceptTerms,
  createSignedInUser,
  createTestCustomer,
  removeTestCustomers,
  startOnBehalf,
  type PrivilegeEntry,
} from './accounts.ts';

/**
 * The callers of an authorization matrix, made for the test: users of its own in the shapes the product knows (the
 * shapes the demo personas have, without leaning on them), each on sold-tos of its own, and a caller with no token.
 *
 * - `admin`: a customer admin with every customer privilege on one sold-to (terms accepted).
 * - `multi`: a customer admin with every customer privilege on three sold-tos who has chosen none of them yet.
 * - `newTerms`: a customer admin with every customer privilege whose sold-to has not accepted the current terms.
 * - `noPrivileges`: a customer user with no privilege entry at all.
 * - `ticketsOnly`: a customer user with tickets (read and write) and the FAQ on one sold-to.
 * - `german`: a customer admin with every customer privilege who reads the portal in German.
 * - `service`, `approver`, `salesRep`: staff in the roles customer service, master-data approver and sales rep,
 *   each in an on-behalf session for `admin`'s sold-to (as the portal sends in on-behalf mode).
 * - `none`: no token.
 */
export const testCallerNames = [
  'admin',
  'multi',
  'newTerms',
  'noPrivileges',
  'ticketsOnly',
  'german',
  'service',
  'approver',
  'salesRep',
  'none',
] as const;

export type TestCaller = (typeof testCallerNames)[number];
export type SignedInCaller = Exclude<TestCaller, 'none'>;

export const staffCallers = ['service', 'approver', 'salesRep'] as const satisfies readonly SignedInCaller[];

const onBehalfPrivileges = [
  'ON_BEHALF',
  'ON_BEHALF_COMPANY_INFO',
  'ON_BEHALF_CONTACTS',
  'ON_BEHALF_DOCUMENT',
  'ON_BEHALF_DOCUMENT_INVOICE',
  'ON_BEHALF_DOCUMENT_CREDIT_NOTE',
  'ON_BEHALF_DOCUMENT_PAYMENT',
  'ON_BEHALF_DOWNLOAD_DOCUMENT_PDF',
  'ON_BEHALF_TICKET',
  'ON_BEHALF_FAQ',
  'ON_BEHALF_B2B_ACCESS',
  'ON_BEHALF_ORDER_INQUIRY',
  'ON_BEHALF_ORDER_INQUIRY_NEW',
  'ON_BEHALF_ORDER_INQUIRY_DELIVERIES',
  'ON_BEHALF_RETURNS',
  'ON_BEHALF_WARRANTY',
  'ON_BEHALF_REPORT',
  'ON_BEHALF_REPORT_DOWNLOAD',
  'ON_BEHALF_DATA_PRIVACY',
  'ON_BEHALF_TERMS_AND_CONDITIONS',
  'ON_BEHALF_NOTIFICATIONS',
  'ON_BEHALF_ALERTS',
];

/** The staff roles' privilege entries (one internal entry each, for every customer). */
export const staffEntries: Record<(typeof staffCallers)[number], PrivilegeEntry> = {
  service: {
    customerId: null,
    role: 'CUSTOMER_SERVICE',
    enabled: [
      'ORDER_MANAGEMENT',
      'B2B_ACCESS',
      'ORDER_INQUIRY',
      'ORDER_INQUIRY_NEW',
      'RETURNS',
      'WARRANTY',
      'REPORT',
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
      ...onBehalfPrivileges,
      'ON_BEHALF_TICKET_WRITE',
      'ON_BEHALF_CUSTOMER_VISIBILITY',
    ],
  },
  approver: {
    customerId: null,
    role: 'MASTER_DATA_APPROVER',
    enabled: ['CUSTOMER_CREATION', 'CUSTOMER_CREATION_REVIEW', ...onBehalfPrivileges],
  },
  salesRep: { customerId: null, role: 'SR_EMEA_SALES', enabled: ['CANCELLATION_FORM', ...onBehalfPrivileges] },
};

export interface TestCallers {
  /** Each caller's headers: its bearer token (none for `none`), staff with their on-behalf session. */
  headers: Record<TestCaller, Record<string, string>>;
  /** Each signed-in caller's access token (staff: without a session). */
  tokens: Record<SignedInCaller, string>;
  /** Each caller's user id and user name (its e-mail address). */
  userIds: Record<SignedInCaller, string>;
  usernames: Record<SignedInCaller, string>;
  /** The sold-to each caller works on: its own (`multi`: the first of three); staff and the rest `admin`'s. */
  ownCustomer: Record<TestCaller, string>;
  /** `multi`'s three sold-tos. */
  multiCustomers: [string, string, string];
  /** A sold-to of no caller. */
  foreignCustomer: string;
  /** Every sold-to made, for `removeTestCallers`. */
  customerIds: string[];
}

const allCustomerPrivileges = [...customerPrivilegeCodes];

/**
 * Makes the callers (see `testCallerNames`) and their sold-tos; they sign in at once. Remove the sold-tos with
 * `removeTestCallers` after the file.
 */
export async function createTestCallers(app: FastifyInstance, db: Database): Promise<TestCallers> {
  const customer = () => createTestCustomer(db);
  const [admin, multi1, multi2, multi3, newTerms, ticketsOnly, german, foreignCustomer] = [
    await customer(),
    await customer(),
    await customer(),
    await customer(),
    await customer(),
    await customer(),
    await createTestCustomer(db, { country: 'DE', language: 'de' }),
    await customer(),
  ];
  const customerAdmin = (customerId: string): PrivilegeEntry => ({
    customerId,
    role: 'CUSTOMER_ADMIN',
    enabled: allCustomerPrivileges,
  });
  const internal = { companyType: 'internal' } as const;
  const users = await Promise.all([
    createSignedInUser(app, db, [customerAdmin(admin)]),
    createSignedInUser(app, db, [customerAdmin(multi1), customerAdmin(multi2), customerAdmin(multi3)]),
    createSignedInUser(app, db, [customerAdmin(newTerms)]),
    createSignedInUser(app, db, []),
    createSignedInUser(app, db, [{ customerId: ticketsOnly, enabled: ['TICKET', 'TICKET_WRITE', 'FAQ'] }]),
    createSignedInUser(app, db, [customerAdmin(german)], { locale: 'de' }),
    createSignedInUser(app, db, [staffEntries.service], internal),
    createSignedInUser(app, db, [staffEntries.approver], internal),
    createSignedInUser(app, db, [staffEntries.salesRep], internal),
  ]);
  const signedIn = Object.fromEntries(
    testCallerNames.slice(0, -1).map((name, index) => [name, users[index]]),
  ) as Record<SignedInCaller, (typeof users)[number]>;
  for (const [customerId, user] of [
    [admin, signedIn.admin],
    [multi1, signedIn.multi],
    [multi2, signedIn.multi],
    [multi3, signedIn.multi],
    [ticketsOnly, signedIn.ticketsOnly],
    [german, signedIn.german],
  ] as const) {
    await acceptTerms(db, customerId, user);
  }
  const ownCustomer: Record<TestCaller, string> = {
    admin,
    multi: multi1,
    newTerms,
    noPrivileges: admin,
    ticketsOnly,
    german,
    service: admin,
    approver: admin,
    salesRep: admin,
    none: admin,
  };
  const tokens = Object.fromEntries(Object.entries(signedIn).map(([name, user]) => [name, user.token])) as Record<
    SignedInCaller,
    string
  >;
  const headers = { none: {} } as Record<TestCaller, Record<string, string>>;
  for (const name of testCallerNames.slice(0, -1) as SignedInCaller[]) {
    headers[name] = { authorization: `Bearer ${tokens[name]}` };
  }
  for (const name of staffCallers) {
    const sessionId = await startOnBehalf(app, tokens[name], ownCustomer[name]);
    headers[name] = { ...headers[name], [onBehalfSessionHeader]: sessionId };
  }
  return {
    headers,
    tokens,
    userIds: Object.fromEntries(Object.entries(signedIn).map(([name, user]) => [name, user.id])) as Record<
      SignedInCaller,
      string
    >,
    usernames: Object.fromEntries(Object.entries(signedIn).map(([name, user]) => [name, user.username])) as Record<
      SignedInCaller,
      string
    >,
    ownCustomer,
    multiCustomers: [multi1, multi2, multi3],
    foreignCustomer,
    customerIds: [admin, multi1, multi2, multi3, newTerms, ticketsOnly, german, foreignCustomer],
  };
}

/** Removes the callers' sold-tos (their privileges, sessions and data go with them). */
export function removeTestCallers(db: Database, callers: TestCallers | undefined): Promise<void> {
  return removeTestCustomers(db, callers?.customerIds ?? []);
}
