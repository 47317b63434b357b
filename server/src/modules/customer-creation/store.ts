import type { HistoryAction, RequestKind, RequestStatus, StoredVatCheck } from '@portal/contracts';
import { and, asc, count, desc, eq, ilike, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { AttachmentFiles } from '../../lib/attachment-files.ts';
import type { StagedAttachment } from '../../lib/uploads.ts';
import {
  customerCreationAttachments as attachments,
  customerCreationRequests as requests,
  customerCreationSubmissions as submissions,
  customerCreationTransitions as transitions,
} from '../../db/schema/index.ts';

/** The customer-creation tables (db/schema/customer-creation.ts): this file is the only code that touches them. */

export type RequestRow = typeof requests.$inferSelect;
export type TransitionRow = typeof transitions.$inferSelect;

export interface Actor {
  userId: string;
  name: string;
}

/** What a new request stores. */
export interface NewRequest {
  kind: RequestKind;
  customerId: string | null;
  title: string;
  data: Record<string, unknown>;
  vatId: string | null;
  postcode: string | null;
}

export async function insertRequest(db: Database, request: NewRequest, actor: Actor): Promise<RequestRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(requests)
      .values({
        ...request,
        status: 'draft',
        createdById: actor.userId,
        createdByName: actor.name,
        lastEditedById: actor.userId,
        lastEditedByName: actor.name,
      })
      .returning();
    if (!row) throw new Error('The request was not stored.');
    await tx.insert(transitions).values({
      requestId: row.requestId,
      action: 'create',
      fromStatus: null,
      toStatus: 'draft',
      actorId: actor.userId,
      actorName: actor.name,
    });
    return row;
  });
}

export async function findRequest(db: Database, requestId: string): Promise<RequestRow | undefined> {
  const [row] = await db.select().from(requests).where(eq(requests.requestId, requestId));
  return row;
}

export async function historyOf(db: Database, requestId: string): Promise<TransitionRow[]> {
  return db
    .select()
    .from(transitions)
    .where(eq(transitions.requestId, requestId))
    .orderBy(asc(transitions.transitionId));
}

/** The last two submissions' data, newest first. */
export async function lastSubmissions(db: Database, requestId: string): Promise<Array<Record<string, unknown>>> {
  const rows = await db
    .select({ data: submissions.data })
    .from(submissions)
    .where(eq(submissions.requestId, requestId))
    .orderBy(desc(submissions.submission))
    .limit(2);
  return rows.map((row) => row.data);
}

export interface ListFilter {
  status?: RequestStatus | undefined;
  kind?: RequestKind | undefined;
  q?: string | undefined;
  /** Only requests this user created. */
  createdBy?: string | undefined;
  /** Only submitted requests this user neither submitted nor edited last. */
  reviewableBy?: string | undefined;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export async function listRequests(
  db: Database,
  filter: ListFilter,
  page: { pageNumber: number; pageSize: number },
): Promise<{ rows: RequestRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(requests.status, filter.status));
  if (filter.kind) conditions.push(eq(requests.kind, filter.kind));
  if (filter.createdBy) conditions.push(eq(requests.createdById, filter.createdBy));
  if (filter.reviewableBy) {
    const reviewer = filter.reviewableBy;
    conditions.push(eq(requests.status, 'submitted'));
    conditions.push(sql`${requests.submittedById} is distinct from ${reviewer}`);
    conditions.push(sql`${requests.lastEditedById} is distinct from ${reviewer}`);
  }
  if (filter.q) {
    const like = `%${escapeLike(filter.q)}%`;
    const text = or(
      ilike(requests.title, like),
      ilike(requests.customerId, like),
      ilike(requests.vatId, like.toUpperCase()),
      sql`${requests.number}::text = ${filter.q}`,
    );
    if (text) conditions.push(text);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(requests)
      .where(where)
      .orderBy(desc(requests.updatedAt), desc(requests.number))
      .limit(page.pageSize)
      .offset(page.pageNumber * page.pageSize),
    db.select({ total: count() }).from(requests).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** Open new-customer requests (not ended) other than `exceptId` with the same VAT id, or name and postcode. */
export async function similarOpenRequests(
  db: Database,
  match: { vatId: string | null; title: string; postcode: string | null },
  exceptId: string | undefined,
): Promise<Array<{ requestId: string; number: number; title: string; reason: 'vat_id' | 'name_and_postcode' }>> {
  const sameVat = match.vatId ? eq(requests.vatId, match.vatId) : undefined;
  const sameNameAndPostcode = match.postcode
    ? and(
        // Trigram similarity (pg_trgm's `%`, served by customer_creation_requests_title_trgm_idx), as for customers.
        sql`lower(${requests.title}) % ${match.title.trim().replace(/\s+/g, ' ').toLowerCase()}`,
        sql`upper(replace(${requests.postcode}, ' ', '')) = ${match.postcode.replace(/\s/g, '').toUpperCase()}`,
      )
    : undefined;
  const either = or(sameVat, sameNameAndPostcode);
  if (!either) return [];
  const rows = await db
    .select({ requestId: requests.requestId, number: requests.number, title: requests.title, vatId: requests.vatId })
    .from(requests)
    .where(
      and(
        eq(requests.kind, 'new_customer'),
        exceptId ? ne(requests.requestId, exceptId) : undefined,
        notInArray(requests.status, ['provisioned', 'rejected', 'withdrawn']),
        either,
      ),
    )
    .limit(10);
  return rows.map(({ vatId, ...row }) => ({
    ...row,
    reason: match.vatId && vatId === match.vatId ? 'vat_id' : 'name_and_postcode',
  }));
}

/** A change of the request: what to set besides status and version, and the transition it records. */
export interface RequestChange {
  action: HistoryAction;
  from: RequestStatus;
  to: RequestStatus;
  actor: Actor;
  comment?: string | undefined;
  set?: Partial<Pick<RequestRow, 'data' | 'title' | 'vatId' | 'postcode' | 'customerId' | 'vatCheck'>>;
  /** Who edits (the four-eyes rule reads it). */
  edited?: boolean;
  /** Who submits, and the data to keep as this submission. */
  submitted?: Record<string, unknown>;
  /** Further transitions recorded after this one (approve, then provision). */
  then?: { action: HistoryAction; to: RequestStatus };
}

export type ChangeOutcome = { kind: 'done'; row: RequestRow } | { kind: 'stale' } | { kind: 'missing' };

/**
 * Applies a change if the stored version is still `version` and the status still `change.from`, records its
 * transitions and (for submissions) the submitted data, and runs `alongside` in the same transaction (provisioning):
 * all of it or nothing.
 */
export async function changeRequest(
  db: Database,
  requestId: string,
  version: number,
  change: RequestChange,
  alongside?: (tx: Database, row: RequestRow) => Promise<Partial<Pick<RequestRow, 'customerId'>>>,
): Promise<ChangeOutcome> {
  return db.transaction(async (tx) => {
    const now = new Date().toISOString();
    const { actor } = change;
    const [row] = await tx
      .update(requests)
      .set({
        ...change.set,
        status: change.then?.to ?? change.to,
        version: sql`${requests.version} + 1`,
        updatedAt: now,
        ...(change.edited ? { lastEditedById: actor.userId, lastEditedByName: actor.name } : {}),
        ...(change.submitted ? { submittedById: actor.userId, submittedByName: actor.name, submittedAt: now } : {}),
      })
      .where(and(eq(requests.requestId, requestId), eq(requests.version, version), eq(requests.status, change.from)))
      .returning();
    if (!row) {
      const [exists] = await tx
        .select({ requestId: requests.requestId })
        .from(requests)
        .where(eq(requests.requestId, requestId));
      return exists ? { kind: 'stale' } : { kind: 'missing' };
    }
    const recorded = [
      { action: change.action, fromStatus: change.from, toStatus: change.to, comment: change.comment ?? null },
      ...(change.then
        ? [{ action: change.then.action, fromStatus: change.to, toStatus: change.then.to, comment: null }]
        : []),
    ];
    await tx
      .insert(transitions)
      .values(
        recorded.map((entry) => ({ ...entry, requestId, actorId: actor.userId, actorName: actor.name, at: now })),
      );
    if (change.submitted) {
      await tx.insert(submissions).values({
        requestId,
        submission: sql`(select coalesce(max(${submissions.submission}), 0) + 1 from ${submissions} where ${submissions.requestId} = ${requestId})`,
        data: change.submitted,
        submittedAt: now,
      });
    }
    if (alongside) {
      const extra = await alongside(tx as unknown as Database, row);
      if (Object.keys(extra).length > 0) {
        const [updated] = await tx.update(requests).set(extra).where(eq(requests.requestId, requestId)).returning();
        if (updated) return { kind: 'done', row: updated };
      }
    }
    return { kind: 'done', row };
  });
}

/**
 * Keeps a VAT check made again with the request. The version stays: it is no edit, and a reviewer's decision based on
 * the version read must not be refused for it.
 */
export async function recordVatCheck(db: Database, requestId: string, vatCheck: StoredVatCheck): Promise<void> {
  await db.update(requests).set({ vatCheck }).where(eq(requests.requestId, requestId));
}

export type AttachmentRow = typeof attachments.$inferSelect;

export async function attachmentsOf(db: Database, requestId: string): Promise<AttachmentRow[]> {
  return db
    .select()
    .from(attachments)
    .where(eq(attachments.requestId, requestId))
    .orderBy(asc(attachments.uploadedAt), asc(attachments.fileName));
}

export async function findAttachment(
  db: Database,
  requestId: string,
  attachmentId: string,
): Promise<AttachmentRow | undefined> {
  const [row] = await db
    .select()
    .from(attachments)
    .where(and(eq(attachments.requestId, requestId), eq(attachments.attachmentId, attachmentId)));
  return row;
}

export type AttachOutcome = 'done' | 'too_many' | 'not_editable' | 'missing';

/**
 * Keeps the staged files and records them, if the request can still be edited and stays within `maxFiles`; the
 * uploader becomes the request's last editor (four eyes). Files kept for a transaction that fails are removed.
 */
export async function addAttachments(
  db: Database,
  files: AttachmentFiles,
  requestId: string,
  staged: readonly StagedAttachment[],
  actor: Actor,
  limits: { maxFiles: number; editable: readonly string[] },
): Promise<AttachOutcome> {
  const kept: string[] = [];
  try {
    return await db.transaction(async (tx) => {
      const [request] = await tx
        .select({ status: requests.status })
        .from(requests)
        .where(eq(requests.requestId, requestId))
        .for('update');
      if (!request) return 'missing';
      if (!limits.editable.includes(request.status)) return 'not_editable';
      const [counted] = await tx
        .select({ total: count() })
        .from(attachments)
        .where(eq(attachments.requestId, requestId));
      if ((counted?.total ?? 0) + staged.length > limits.maxFiles) return 'too_many';
      for (const file of staged) {
        const storageKey = await files.keep(file.path);
        kept.push(storageKey);
        await tx.insert(attachments).values({
          requestId,
          fileName: file.fileName,
          contentType: file.contentType,
          size: file.size,
          sha256: file.sha256,
          storageKey,
          uploadedById: actor.userId,
          uploadedByName: actor.name,
        });
      }
      await tx
        .update(requests)
        .set({ lastEditedById: actor.userId, lastEditedByName: actor.name, updatedAt: new Date().toISOString() })
        .where(eq(requests.requestId, requestId));
      return 'done';
    });
  } catch (error) {
    await Promise.all(kept.map((storageKey) => files.remove(storageKey)));
    throw error;
  }
}

/** Removes an attachment of a request that can still be edited (its file once the row is gone). */
export async function removeAttachment(
  db: Database,
  files: AttachmentFiles,
  requestId: string,
  attachmentId: string,
  actor: Actor,
  editable: readonly string[],
): Promise<'done' | 'not_editable' | 'missing'> {
  const outcome = await db.transaction(async (tx) => {
    const [request] = await tx
      .select({ status: requests.status })
      .from(requests)
      .where(eq(requests.requestId, requestId))
      .for('update');
    if (!request) return { kind: 'missing' as const };
    if (!editable.includes(request.status)) return { kind: 'not_editable' as const };
    const [removed] = await tx
      .delete(attachments)
      .where(and(eq(attachments.requestId, requestId), eq(attachments.attachmentId, attachmentId)))
      .returning({ storageKey: attachments.storageKey });
    if (!removed) return { kind: 'missing' as const };
    await tx
      .update(requests)
      .set({ lastEditedById: actor.userId, lastEditedByName: actor.name, updatedAt: new Date().toISOString() })
      .where(eq(requests.requestId, requestId));
    return { kind: 'done' as const, storageKey: removed.storageKey };
  });
  if (outcome.kind === 'done') await files.remove(outcome.storageKey);
  return outcome.kind;
}
