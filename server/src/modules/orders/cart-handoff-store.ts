import type { CartLine, OrderSourceId } from '@portal/contracts';
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cartHandoffs, discontinuedStyles } from '../../db/schema/index.ts';

/** The cart hand-offs of "Order again" and the styles no longer sold (db/schema/cart-handoffs.ts): the only code that queries them. */

export interface NewCartHandoff {
  tokenHash: string;
  customerId: string;
  createdBy: string;
  order: { source: OrderSourceId; orderId: string; orderDate: string };
  brandId: string;
  language: string;
  lines: CartLine[];
  notSold: CartLine[];
  expiresAt: Date;
}

export interface StoredCartHandoff extends Omit<NewCartHandoff, 'tokenHash' | 'createdBy'> {
  redeemedAt: Date | null;
}

/** How long an expired or redeemed hand-off is kept (to answer "gone" rather than "never made"). */
const keptDays = 7;

/** Stores a hand-off, clearing those that expired more than a week ago. */
export async function insertCartHandoff(db: Database, handoff: NewCartHandoff): Promise<void> {
  await db.delete(cartHandoffs).where(lt(cartHandoffs.expiresAt, sql`now() - make_interval(days => ${keptDays})`));
  await db.insert(cartHandoffs).values({
    tokenHash: handoff.tokenHash,
    customerId: handoff.customerId,
    createdBy: handoff.createdBy,
    orderSource: handoff.order.source,
    orderId: handoff.order.orderId,
    orderDate: handoff.order.orderDate,
    brandId: handoff.brandId,
    language: handoff.language,
    lines: handoff.lines,
    notSold: handoff.notSold,
    expiresAt: handoff.expiresAt,
  });
}

type Row = typeof cartHandoffs.$inferSelect;

const storedOf = (row: Row): StoredCartHandoff => ({
  customerId: row.customerId,
  order: { source: row.orderSource as OrderSourceId, orderId: row.orderId, orderDate: row.orderDate },
  brandId: row.brandId,
  language: row.language,
  lines: row.lines,
  notSold: row.notSold,
  expiresAt: row.expiresAt,
  redeemedAt: row.redeemedAt,
});

/**
 * Marks the hand-off redeemed if it is neither redeemed nor expired, in one statement (of two redeeming at once
 * only one gets it): `redeemed` with it, else `gone` for one used or expired, or `unknown`.
 */
export async function redeemCartHandoffRow(
  db: Database,
  tokenHash: string,
): Promise<{ outcome: 'redeemed'; handoff: StoredCartHandoff } | { outcome: 'gone' | 'unknown' }> {
  const [row] = await db
    .update(cartHandoffs)
    .set({ redeemedAt: sql`now()` })
    .where(
      and(
        eq(cartHandoffs.tokenHash, tokenHash),
        isNull(cartHandoffs.redeemedAt),
        sql`${cartHandoffs.expiresAt} > now()`,
      ),
    )
    .returning();
  if (row) return { outcome: 'redeemed', handoff: storedOf(row) };
  const [known] = await db
    .select({ tokenHash: cartHandoffs.tokenHash })
    .from(cartHandoffs)
    .where(eq(cartHandoffs.tokenHash, tokenHash));
  return { outcome: known ? 'gone' : 'unknown' };
}

/** Which of `styles` the brand no longer sells. */
export async function discontinuedStylesOf(
  db: Database,
  brandId: string,
  styles: readonly string[],
): Promise<Set<string>> {
  if (styles.length === 0) return new Set();
  const rows = await db
    .select({ style: discontinuedStyles.style })
    .from(discontinuedStyles)
    .where(
      and(
        eq(discontinuedStyles.brandId, brandId),
        inArray(discontinuedStyles.style, [...new Set(styles)]),
        sql`${discontinuedStyles.discontinuedOn} <= current_date`,
      ),
    );
  return new Set(rows.map((row) => row.style));
}
