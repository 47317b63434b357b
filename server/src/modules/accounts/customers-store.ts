import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customers } from '../../db/schema/index.ts';
import type { Customer } from './store.ts';

/**
 * The stored customers among `customerIds`, by id, in one query: a call across several sold-tos (ADR 063) reads
 * their master data at once rather than one round trip each.
 */
export async function findCustomers(db: Database, customerIds: readonly string[]): Promise<Map<string, Customer>> {
  if (customerIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(customers)
    .where(inArray(customers.customerId, [...customerIds]));
  return new Map(rows.map((row) => [row.customerId, row]));
}
