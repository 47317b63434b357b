import type { ClientErrorRecord } from '@portal/contracts';
import { desc, eq, inArray, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { clientErrors } from '../../db/schema/index.ts';

export type NewClientError = Omit<ClientErrorRecord, 'id' | 'receivedAt'> & { receivedAt?: Date };

/** How long records are kept, and how many at most (the newest). */
export const clientErrorRetention = { maxAgeMs: 30 * 24 * 60 * 60 * 1000, maxRows: 10_000 } as const;

/** Longest user agent stored; the rest is cut off. */
export const userAgentLength = 300;

export async function insertClientErrors(db: Database, records: NewClientError[]): Promise<void> {
  if (records.length === 0) return;
  await db
    .insert(clientErrors)
    .values(records.map((record) => ({ ...record, userAgent: record.userAgent?.slice(0, userAgentLength) ?? null })));
}

/** The newest records first, optionally of one kind. */
export async function listClientErrors(
  db: Database,
  { kind, limit }: { kind?: ClientErrorRecord['kind'] | undefined; limit: number },
): Promise<ClientErrorRecord[]> {
  const rows = await db
    .select()
    .from(clientErrors)
    .where(kind ? eq(clientErrors.kind, kind) : undefined)
    .orderBy(desc(clientErrors.receivedAt), desc(clientErrors.id))
    .limit(limit);
  return rows.map((row) => ({
    ...row,
    kind: row.kind as ClientErrorRecord['kind'],
    receivedAt: row.receivedAt.toISOString(),
  }));
}

/**
 * Deletes records older than `maxAgeMs` before `now`, then all but the newest `maxRows`. Returns how many went.
 */
export async function pruneClientErrors(
  db: Database,
  {
    now = new Date(),
    maxAgeMs = clientErrorRetention.maxAgeMs,
    maxRows = clientErrorRetention.maxRows,
  }: { now?: Date; maxAgeMs?: number; maxRows?: number } = {},
): Promise<number> {
  const expired = await db
    .delete(clientErrors)
    .where(lt(clientErrors.receivedAt, new Date(now.getTime() - maxAgeMs)))
    .returning({ id: clientErrors.id });
  const surplus = db
    .select({ id: clientErrors.id })
    .from(clientErrors)
    .orderBy(desc(clientErrors.receivedAt), desc(clientErrors.id))
    .offset(maxRows);
  const excess = await db
    .delete(clientErrors)
    .where(inArray(clientErrors.id, surplus))
    .returning({ id: clientErrors.id });
  return expired.length + excess.length;
}
