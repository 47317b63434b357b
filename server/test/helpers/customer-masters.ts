import type { Database } from '../../src/db/client.ts';
import { insertCustomerMasters } from '../../src/seed/accounts.ts';
import type { DemoCustomer } from '../../src/seed/demo-files.ts';
import { testCustomerId } from './accounts.ts';

/**
 * Customer masters of a test's own: the customer with its commercial data, its partners (sold-to, ship-tos
 * `{customerId}01`..., bill-to `{customerId}80`, payer `{customerId}90`) and its brands, written by the seed's own
 * writer as the master data system delivers them. Remove them with `removeTestCustomers`.
 */
export type TestCustomerMaster = Partial<Omit<DemoCustomer, 'customerId'>>;

function masterOf(customerId: string, overrides: TestCustomerMaster): DemoCustomer {
  return {
    legalName: `Test Retail ${customerId}`,
    division: '10',
    country: 'DE',
    language: 'en',
    office: { street: '1 Test Street', postcode: '10115', city: 'Berlin' },
    legalForm: 'GmbH',
    vatId: `DE${customerId.slice(1)}`,
    currency: 'EUR',
    paymentTerms: 'NET30',
    accountManager: { name: 'Test Manager', email: 'account-manager@example.test' },
    shipTos: [{ name: `Test Store ${customerId}`, street: '2 Test Street', postcode: '10117', city: 'Berlin' }],
    brands: ['40'],
    termsAccepted: true,
    ...overrides,
    customerId,
  };
}

/** A new sold-to with its customer master (defaults above, `overrides` for what a test reads); what was written. */
export async function createTestCustomerMaster(
  db: Database,
  overrides: TestCustomerMaster = {},
): Promise<DemoCustomer> {
  const master = masterOf(testCustomerId(), overrides);
  await insertCustomerMasters(db, [master]);
  return master;
}

/**
 * Adds the partners and brands of a customer master to sold-tos made before (e.g. by `createTestCallers`); their
 * customer rows stay as they are.
 */
export async function addCustomerMasters(
  db: Database,
  customerIds: readonly string[],
  overrides: TestCustomerMaster = {},
): Promise<void> {
  await insertCustomerMasters(
    db,
    customerIds.map((customerId) => masterOf(customerId, overrides)),
  );
}
