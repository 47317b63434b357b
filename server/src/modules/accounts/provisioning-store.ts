import { and, asc, between, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customerBrands, customerNodes, customers, portalPrivileges, users } from '../../db/schema/index.ts';

/**
 * Writing approved customer-creation requests to the customer tables (issue 19): a new customer with its partner
 * hierarchy and brands, brands and commercial terms added to a customer, a new ship-to. The accounts module owns
 * these tables, so the customer-creation module provisions through these functions, inside its own transaction
 * (pass the transaction as `db`), and nothing is half-written when any step fails.
 *
 * Numbers: customers created by requests get the next free 7-digit number from 2000000 (the demo's customers
 * are 1000101-1000109, tests use 10 digits starting with 9); partners follow the demo's scheme, the customer
 * number plus two digits: ship-tos 01-79, bill-to 80, payer 90.
 */

export const provisionedCustomerRange = { first: 2_000_000, last: 2_999_999 } as const;

export interface ProvisionAddress {
  name: string;
  street: string;
  postcode: string;
  city: string;
  country: string;
}

export interface ProvisionShipTo extends ProvisionAddress {
  openingHours?: string | undefined;
  deliveryInstructions?: string | undefined;
}

export interface ProvisionBrand {
  brandId: string;
  division: string;
  /** `active` once approved; `pending` while the brand still has to confirm. */
  status: 'active' | 'pending';
}

export interface NewCustomer {
  legalName: string;
  tradingName?: string | undefined;
  vatId: string;
  registrationNumber?: string | undefined;
  legalForm?: string | undefined;
  language: string;
  currency: string;
  paymentTerms: string;
  accountManager: { name: string; email: string };
  soldTo: ProvisionAddress;
  billTo: ProvisionAddress;
  payer: ProvisionAddress;
  shipTo: ProvisionShipTo;
  brands: readonly ProvisionBrand[];
}

/** Serializes provisioning of new customer numbers (two approvals at once cannot take the same number). */
async function lockNumbers(db: Database, key: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`customer-provisioning:${key}`}))`);
}

/** Creates the customer: its row, the hierarchy SP, SH 01, BP 80, PY 90 and its brands. Answers its number. */
export async function provisionNewCustomer(db: Database, customer: NewCustomer): Promise<string> {
  await lockNumbers(db, 'numbers');
  const { first, last } = provisionedCustomerRange;
  const [highest] = await db
    .select({ customerId: customers.customerId })
    .from(customers)
    .where(and(sql`length(${customers.customerId}) = 7`, between(customers.customerId, String(first), String(last))))
    .orderBy(desc(customers.customerId))
    .limit(1);
  const next = highest ? Number(highest.customerId) + 1 : first;
  if (next > last) throw new Error('The customer number range of customer creation is used up.');
  const customerId = String(next);
  const { soldTo, language } = customer;
  await db.insert(customers).values({
    customerId,
    legalName: customer.legalName,
    division: customer.brands[0]?.division ?? null,
    country: soldTo.country,
    language,
    tradingName: customer.tradingName ?? null,
    vatId: customer.vatId,
    registrationNumber: customer.registrationNumber ?? null,
    legalForm: customer.legalForm ?? null,
    currency: customer.currency,
    paymentTerms: customer.paymentTerms,
    accountManagerName: customer.accountManager.name,
    accountManagerEmail: customer.accountManager.email,
  });
  const node = (nodeId: string, partnerFunction: string, address: ProvisionAddress) => ({
    nodeId,
    customerId,
    parentNodeId: customerId,
    partnerFunction,
    name: address.name,
    street: address.street,
    postcode: address.postcode,
    city: address.city,
    country: address.country,
    language,
  });
  await db.insert(customerNodes).values({ ...node(customerId, 'SP', soldTo), parentNodeId: null });
  await db.insert(customerNodes).values([
    {
      ...node(`${customerId}01`, 'SH', customer.shipTo),
      openingHours: customer.shipTo.openingHours ?? null,
      deliveryInstructions: customer.shipTo.deliveryInstructions ?? null,
    },
    node(`${customerId}80`, 'BP', customer.billTo),
    node(`${customerId}90`, 'PY', customer.payer),
  ]);
  await addBrands(db, customerId, customer.brands);
  return customerId;
}

async function addBrands(db: Database, customerId: string, brands: readonly ProvisionBrand[]): Promise<void> {
  if (brands.length === 0) return;
  await db
    .insert(customerBrands)
    .values(brands.map((brand) => ({ customerId, ...brand })))
    .onConflictDoUpdate({
      target: [customerBrands.customerId, customerBrands.brandId, customerBrands.division],
      set: { status: sql`excluded.status` },
    });
}

export interface CustomerExtension {
  brands: readonly ProvisionBrand[];
  paymentTerms?: string | undefined;
  creditLimit?: number | undefined;
}

/** Adds brands (a brand the customer has in that division takes the new status) and changes terms or limit. */
export async function provisionExtension(
  db: Database,
  customerId: string,
  extension: CustomerExtension,
): Promise<void> {
  await addBrands(db, customerId, extension.brands);
  const changes = {
    ...(extension.paymentTerms !== undefined ? { paymentTerms: extension.paymentTerms } : {}),
    ...(extension.creditLimit !== undefined ? { creditLimit: extension.creditLimit.toFixed(2) } : {}),
  };
  if (Object.keys(changes).length > 0) {
    await db.update(customers).set(changes).where(eq(customers.customerId, customerId));
  }
}

/** Adds a ship-to below the sold-to with the next free number 01-79; answers its node id. */
export async function provisionShipTo(db: Database, customerId: string, shipTo: ProvisionShipTo): Promise<string> {
  await lockNumbers(db, customerId);
  const [customer] = await db
    .select({ language: customers.language })
    .from(customers)
    .where(eq(customers.customerId, customerId));
  if (!customer) throw new Error(`Customer ${customerId} does not exist.`);
  const taken = await db
    .select({ nodeId: customerNodes.nodeId })
    .from(customerNodes)
    .where(eq(customerNodes.customerId, customerId));
  const used = new Set(taken.map((row) => row.nodeId));
  let suffix = 1;
  while (suffix <= 79 && used.has(`${customerId}${String(suffix).padStart(2, '0')}`)) suffix++;
  if (suffix > 79) throw new Error(`Customer ${customerId} has no free ship-to number.`);
  const nodeId = `${customerId}${String(suffix).padStart(2, '0')}`;
  await db.insert(customerNodes).values({
    nodeId,
    customerId,
    parentNodeId: customerId,
    partnerFunction: 'SH',
    name: shipTo.name,
    street: shipTo.street,
    postcode: shipTo.postcode,
    city: shipTo.city,
    country: shipTo.country,
    language: customer.language,
    openingHours: shipTo.openingHours ?? null,
    deliveryInstructions: shipTo.deliveryInstructions ?? null,
  });
  return nodeId;
}

/** Customers that may be the same company: the same VAT id, or the same legal name with the same postcode. */
export async function similarCustomers(
  db: Database,
  match: { vatId?: string | undefined; legalName?: string | undefined; postcode?: string | undefined },
): Promise<Array<{ customerId: string; legalName: string; reason: 'vat_id' | 'name_and_postcode' }>> {
  const found = new Map<string, { customerId: string; legalName: string; reason: 'vat_id' | 'name_and_postcode' }>();
  if (match.vatId) {
    const rows = await db
      .select({ customerId: customers.customerId, legalName: customers.legalName })
      .from(customers)
      .where(sql`upper(${customers.vatId}) = ${match.vatId.toUpperCase()}`)
      .limit(10);
    for (const row of rows) found.set(row.customerId, { ...row, reason: 'vat_id' });
  }
  if (match.legalName && match.postcode) {
    const rows = await db
      .select({ customerId: customers.customerId, legalName: customers.legalName })
      .from(customers)
      .innerJoin(customerNodes, eq(customerNodes.nodeId, customers.customerId))
      .where(
        and(
          // Trigram similarity (pg_trgm's `%`, served by customers_legal_name_trgm_idx): typos and a missing legal form match.
          sql`lower(${customers.legalName}) % ${match.legalName.trim().replace(/\s+/g, ' ').toLowerCase()}`,
          sql`upper(replace(${customerNodes.postcode}, ' ', '')) = ${match.postcode.replace(/\s/g, '').toUpperCase()}`,
        ),
      )
      .limit(10);
    for (const row of rows)
      if (!found.has(row.customerId)) found.set(row.customerId, { ...row, reason: 'name_and_postcode' });
  }
  return [...found.values()];
}

/** The users holding a privilege code in their first (staff) entry, with their language: e.g. the reviewers. */
export async function staffWithPrivilege(
  db: Database,
  code: string,
): Promise<Array<{ userId: string; username: string; language: string }>> {
  return db
    .select({ userId: users.id, username: users.username, language: users.locale })
    .from(portalPrivileges)
    .innerJoin(users, eq(users.id, portalPrivileges.userId))
    .where(
      and(
        eq(portalPrivileges.position, 0),
        sql`${portalPrivileges.customerId} is null`,
        sql`${code} = any(${portalPrivileges.enabled})`,
      ),
    )
    .orderBy(asc(users.username));
}

/** Users by id with their language (mail recipients). */
export async function usersById(
  db: Database,
  userIds: readonly string[],
): Promise<Array<{ userId: string; username: string; language: string }>> {
  if (userIds.length === 0) return [];
  return db
    .select({ userId: users.id, username: users.username, language: users.locale })
    .from(users)
    .where(inArray(users.id, [...userIds]));
}
