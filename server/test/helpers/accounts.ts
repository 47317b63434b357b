import { randomInt } from 'node:crypto';
import { onBehalfSessionHeader } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { desc, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { customers, portalPrivileges, termsAcceptances, termsDocuments, users } from '../../src/db/schema/index.ts';
import { loadPersonas } from '../../src/seed/demo-files.ts';
import { Browser } from './oidc-flow.ts';
import { createTestUser, type TestUser } from './users.ts';

/** The password of every demo persona. */
export const demoPassword = loadPersonas().password;

export const personaNames = [
  'buyer',
  'multi',
  'newterms',
  'pending',
  'limited',
  'klaus',
  'staff',
  'approver',
  'salesrep',
] as const;

export type PersonaName = (typeof personaNames)[number];

/** Who calls in an authorization matrix: each persona, and no token at all. */
export type MatrixCaller = PersonaName | 'none';
export const matrixCallers: readonly MatrixCaller[] = [...personaNames, 'none'];

/** Each caller's own sold-to in the demo data; callers without one (staff included) get buyer@'s, not theirs. */
export const ownCustomerOf: Record<MatrixCaller, string> = {
  buyer: '1000101',
  multi: '1000102',
  newterms: '1000105',
  pending: '1000101',
  limited: '1000106',
  klaus: '1000107',
  staff: '1000101',
  approver: '1000101',
  salesrep: '1000101',
  none: '1000101',
};
/** A demo sold-to of no persona. */
export const foreignCustomer = '1000108';

export const usernameOf = (persona: PersonaName) => `${persona}@example.com`;

/** Access tokens of the personas, by name: each signs in once (the sign-in's scrypt check is the slow part). */
export async function personaTokens<const Persona extends PersonaName = PersonaName>(
  app: FastifyInstance,
  personas: readonly Persona[] = personaNames as readonly PersonaName[] as readonly Persona[],
): Promise<Record<Persona, string>> {
  const tokens = await Promise.all(
    personas.map(async (persona) => {
      const { access_token } = await new Browser(app).signIn(usernameOf(persona), demoPassword);
      return [persona, access_token] as const;
    }),
  );
  return Object.fromEntries(tokens) as Record<Persona, string>;
}

export async function personaIds(db: Database): Promise<Record<PersonaName, string>> {
  const rows = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(sql`lower(${users.username})`, personaNames.map(usernameOf)));
  return Object.fromEntries(rows.map((row) => [row.username.split('@')[0], row.id])) as Record<PersonaName, string>;
}

/** A customer number the demo data never uses (10 digits starting with 9), for a test's own sold-to. */
export function testCustomerId(): string {
  return `9${String(randomInt(0, 1e9)).padStart(9, '0')}`;
}

/**
 * A sold-to of its own for a test, with a number the demo data never uses (10 digits starting with 9), so tests
 * on a shared PostgreSQL neither collide nor depend on each other. Remove it with `removeTestCustomers`.
 */
export async function createTestCustomer(
  db: Database,
  overrides: Partial<typeof customers.$inferInsert> = {},
): Promise<string> {
  const customerId = testCustomerId();
  await db.insert(customers).values({
    customerId,
    legalName: `Test Retail ${customerId}`,
    division: '10',
    country: 'DE',
    language: 'en',
    ...overrides,
  });
  return customerId;
}

/** Deletes test customers; their privileges, acceptances, tokens and last logins go with them. */
export async function removeTestCustomers(db: Database, customerIds: string[]): Promise<void> {
  if (customerIds.length > 0) await db.delete(customers).where(inArray(customers.customerId, customerIds));
}

/** Gives a user privilege entries, in order; a null customer makes an internal user's entry. */
export async function grantPrivileges(
  db: Database,
  userId: string,
  entries: Array<{ customerId: string | null; enabled: string[]; role?: string }>,
): Promise<void> {
  await db
    .insert(portalPrivileges)
    .values(entries.map((entry, position) => ({ userId, position, role: 'CUSTOMER_USER', ...entry })));
}

/** A privilege entry of `grantPrivileges`: a sold-to (null for an internal user's entry) and what it enables. */
export type PrivilegeEntry = Parameters<typeof grantPrivileges>[2][number];

/**
 * A user of the test's own with the given privilege entries, signed in: the user and an access token. `columns`
 * are further columns of the user (e.g. `companyType: 'internal'` for staff).
 */
export async function createSignedInUser(
  app: FastifyInstance,
  db: Database,
  entries: PrivilegeEntry[],
  columns: Parameters<typeof createTestUser>[1] = {},
): Promise<TestUser & { token: string }> {
  const user = await createTestUser(db, columns);
  if (entries.length > 0) await grantPrivileges(db, user.id, entries);
  const { access_token: token } = await new Browser(app).signIn(user.username, user.password);
  return { ...user, token };
}

/**
 * A staff user of the test's own (internal, one entry for every customer with `role` and `enabled`), signed in.
 * The roles of the demo's staff: `CUSTOMER_SERVICE`, `MASTER_DATA_APPROVER`, `SR_EMEA_SALES`.
 */
export function createSignedInStaff(
  app: FastifyInstance,
  db: Database,
  enabled: string[],
  role = 'CUSTOMER_SERVICE',
): Promise<TestUser & { token: string }> {
  return createSignedInUser(app, db, [{ customerId: null, role, enabled }], { companyType: 'internal' });
}

/** Records that `user` accepted the current terms (the latest version) for `customerId` in the portal. */
export async function acceptTerms(
  db: Database,
  customerId: string,
  user: { id: string; username: string },
): Promise<void> {
  const [current] = await db
    .select({ version: termsDocuments.version, language: termsDocuments.language })
    .from(termsDocuments)
    .orderBy(desc(termsDocuments.version))
    .limit(1);
  if (!current) throw new Error('no terms documents seeded');
  await db.insert(termsAcceptances).values({
    customerId,
    documentVersion: current.version,
    documentLanguage: current.language,
    userId: user.id,
    acceptedBy: user.username,
    channel: 'portal',
  });
}

/** The demo personas that are staff allowed to act on behalf of customers. */
export const onBehalfPersonas = ['staff', 'approver', 'salesrep'] as const satisfies readonly PersonaName[];

/** Opens an on-behalf session for `customerId` with the token of a staff user; its id. */
export async function startOnBehalf(app: FastifyInstance, token: string, customerId: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/priv/api/v1/on-behalf/sessions',
    headers: { authorization: `Bearer ${token}` },
    payload: { customerId, reason: 'Authorization test' },
  });
  if (response.statusCode !== 201) throw new Error(`on-behalf session refused: ${response.body}`);
  return (response.json() as { sessionId: string }).sessionId;
}

/**
 * The headers each matrix caller sends: its bearer token (none without one) and, for the staff personas, an
 * on-behalf session for the customer they visit (`ownCustomerOf`), as the portal sends in on-behalf mode. Calls
 * about another customer in that session are then the "session for A used for B" case.
 */
export async function matrixHeaders(
  app: FastifyInstance,
  tokens: Record<PersonaName, string>,
): Promise<Record<MatrixCaller, Record<string, string>>> {
  const headers = { none: {} } as Record<MatrixCaller, Record<string, string>>;
  for (const persona of personaNames) headers[persona] = { authorization: `Bearer ${tokens[persona]}` };
  for (const persona of onBehalfPersonas) {
    const sessionId = await startOnBehalf(app, tokens[persona], ownCustomerOf[persona]);
    headers[persona] = { ...headers[persona], [onBehalfSessionHeader]: sessionId };
  }
  return headers;
}
