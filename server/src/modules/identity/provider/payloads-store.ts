import { and, eq, gt, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import { announce } from '../../../db/cache-notices.ts';
import type { Database } from '../../../db/client.ts';
import { oidcPayloads } from '../../../db/schema/index.ts';

const notExpired = or(isNull(oidcPayloads.expiresAt), gt(oidcPayloads.expiresAt, sql`now()`));

/** oidc-provider's storage for one model (Session, Grant, AccessToken, ...), in the `oidc_payloads` table. */
export class DatabaseAdapter implements Adapter {
  readonly #db: Database;
  readonly #model: string;

  constructor(db: Database, model: string) {
    this.#db = db;
    this.#model = model;
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
    const row = {
      payload,
      grantId: payload.grantId ?? null,
      userCode: payload.userCode ?? null,
      uid: payload.uid ?? null,
      expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      consumedAt: null,
    };
    await this.#db
      .insert(oidcPayloads)
      .values({ id, model: this.#model, ...row })
      .onConflictDoUpdate({ target: [oidcPayloads.model, oidcPayloads.id], set: row });
  }

  async #findWhere(condition: SQL): Promise<AdapterPayload | undefined> {
    const [row] = await this.#db
      .select({ payload: oidcPayloads.payload, consumedAt: oidcPayloads.consumedAt })
      .from(oidcPayloads)
      .where(and(eq(oidcPayloads.model, this.#model), condition, notExpired))
      .limit(1);
    if (!row) return undefined;
    const payload = row.payload as AdapterPayload;
    // A rotated refresh token or a used code must still be found, marked, so reuse can be detected.
    return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
  }

  find(id: string): Promise<AdapterPayload | undefined> {
    return this.#findWhere(eq(oidcPayloads.id, id));
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.#findWhere(eq(oidcPayloads.uid, uid));
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.#findWhere(eq(oidcPayloads.userCode, userCode));
  }

  async consume(id: string): Promise<void> {
    await this.#db
      .update(oidcPayloads)
      .set({ consumedAt: sql`now()` })
      .where(and(eq(oidcPayloads.model, this.#model), eq(oidcPayloads.id, id)));
  }

  async destroy(id: string): Promise<void> {
    await this.#db.delete(oidcPayloads).where(and(eq(oidcPayloads.model, this.#model), eq(oidcPayloads.id, id)));
    // The database notifies every instance (migration 0007); this instance's caches hear of it before we return.
    if (this.#model === 'Grant') announce(this.#db, { kind: 'grant', id });
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.#db
      .delete(oidcPayloads)
      .where(and(eq(oidcPayloads.model, this.#model), eq(oidcPayloads.grantId, grantId)));
    announce(this.#db, { kind: 'grant', id: grantId });
  }
}

/**
 * When a grant that still stands expires (milliseconds since the epoch, Infinity for never); undefined for a grant
 * that does not stand: revoked (sign-out, refresh token reuse, revocation) or expired.
 */
export async function grantExpiry(db: Database, grantId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ expiresAt: oidcPayloads.expiresAt })
    .from(oidcPayloads)
    .where(and(eq(oidcPayloads.model, 'Grant'), eq(oidcPayloads.id, grantId), notExpired))
    .limit(1);
  if (!row) return undefined;
  return row.expiresAt ? row.expiresAt.getTime() : Number.POSITIVE_INFINITY;
}

/** Whether a grant still stands: revoked (sign-out, refresh token reuse, revocation) and expired ones do not. */
export async function isGrantActive(db: Database, grantId: string): Promise<boolean> {
  return (await grantExpiry(db, grantId)) !== undefined;
}

/**
 * The unexpired rows of one model (Session, Grant) that belong to an account, for ending its sign-ins through the
 * provider's models; this only reads, the deleting goes through the adapter like every sign-out.
 */
export async function accountPayloads(
  db: Database,
  model: 'Session' | 'Grant',
  accountId: string,
): Promise<{ id: string; payload: AdapterPayload }[]> {
  const rows = await db
    .select({ id: oidcPayloads.id, payload: oidcPayloads.payload })
    .from(oidcPayloads)
    .where(and(eq(oidcPayloads.model, model), sql`${oidcPayloads.payload}->>'accountId' = ${accountId}`, notExpired));
  return rows.map((row) => ({ id: row.id, payload: row.payload as AdapterPayload }));
}

/** Removes expired rows; the provider never reads them again. */
export async function deleteExpiredPayloads(db: Database): Promise<number> {
  const deleted = await db
    .delete(oidcPayloads)
    .where(lt(oidcPayloads.expiresAt, sql`now()`))
    .returning({ id: oidcPayloads.id });
  return deleted.length;
}
