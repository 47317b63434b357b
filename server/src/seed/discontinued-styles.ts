import type { Database } from '../db/client.ts';
import { discontinuedStyles } from '../db/schema/index.ts';
import { loadDemoOrdersFile } from './orders.ts';

/**
 * The demo brands' styles no longer sold (`discontinuedOn` of a style in `demo/orders.json`): one style per brand,
 * so that "Order again" on many demo orders lists some lines apart. Insert-only.
 */
export async function seedDemoDiscontinuedStyles(db: Database): Promise<void> {
  const rows = Object.entries(loadDemoOrdersFile().styles).flatMap(([brandId, styles]) =>
    styles.flatMap(({ style, discontinuedOn }) => (discontinuedOn ? [{ brandId, style, discontinuedOn }] : [])),
  );
  if (rows.length > 0) await db.insert(discontinuedStyles).values(rows).onConflictDoNothing();
}
