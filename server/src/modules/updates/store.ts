import type {
  LanguageId,
  Update,
  UpdateChip,
  UpdateListQuery,
  UpdatePage,
  UpdateTopic,
  UpdateTranslations,
  UpdateType,
} from '@portal/contracts';
import { and, asc, count, desc, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { updateStates, updateTranslations, updates } from '../../db/schema/index.ts';
import { portalShows } from '../notices/index.ts';
import {
  insertTranslations,
  insertTranslationsOfMany,
  readerText,
  replaceTranslations,
  translationFor,
} from './translation-store.ts';

/**
 * The updates tables (db/schema/updates.ts): the only code that touches them.
 *
 * A reader is a user in one sold-to: they receive the updates for themselves, for that sold-to, for a brand the
 * sold-to buys and for all customers, of the types their permissions show, not expired and not deleted by them.
 */
export interface Reader {
  userId: string;
  customerId: string;
  /** The brands the sold-to buys. */
  brandIds: readonly string[];
  /** The types the reader's permissions show (notifications: notification and warning; alerts: alert). */
  types: readonly UpdateType[];
}

type UpdateRow = typeof updates.$inferSelect;
type TranslationRow = typeof updateTranslations.$inferSelect;

/**
 * One user reading the updates of one sold-to or of several at once (the list across accounts, ADR 069): the
 * readers all have the same `userId`, one per sold-to named.
 */
export type Readers = Reader | readonly Reader[];

const asList = (readers: Readers): readonly Reader[] => ('userId' in readers ? [readers] : readers);

/** The types given as a list `IN` can take (never empty: a reader who may see none matches nothing). */
const typesIn = (types: Iterable<UpdateType>) => {
  const list = [...new Set(types)];
  return inArray(updates.type, list.length > 0 ? list : ['none']);
};

/** Not expired; the password notice's expiry is the password's: it stays until the password is changed. */
const current = () =>
  or(isNull(updates.expiresAt), gt(updates.expiresAt, sql`now()`), eq(updates.topic, 'expiring_password')) as SQL;

/** The updates the reader receives, deleted ones included. */
function receivedByOne(reader: Reader): SQL {
  const audiences = [
    eq(updates.userId, reader.userId),
    eq(updates.customerId, reader.customerId),
    eq(updates.audience, 'allCustomers'),
  ];
  if (reader.brandIds.length > 0) audiences.push(inArray(updates.brandId, [...reader.brandIds]));
  return and(or(...audiences), typesIn(reader.types), current()) as SQL;
}

/**
 * The updates a user receives in any of several sold-tos, each once: their own and all customers' of any type one
 * of the sold-tos shows; a sold-to's and its brands' of the types that sold-to shows. Sold-tos that show the same
 * types are read together, `customer_id = ANY(...)` and `brand_id = ANY(...)` on the updates' partial indexes.
 */
function receivedBySeveral(readers: readonly Reader[]): SQL {
  const [first] = readers;
  if (!first) return sql`false`;
  const byTypes = new Map<string, Reader[]>();
  for (const reader of readers) {
    const key = [...reader.types].sort().join(',');
    byTypes.set(key, [...(byTypes.get(key) ?? []), reader]);
  }
  const audiences: SQL[] = [
    and(
      or(eq(updates.userId, first.userId), eq(updates.audience, 'allCustomers')),
      typesIn(readers.flatMap((reader) => reader.types)),
    ) as SQL,
  ];
  for (const group of byTypes.values()) {
    const brandIds = [...new Set(group.flatMap((reader) => reader.brandIds))];
    const sent = [
      inArray(
        updates.customerId,
        group.map((reader) => reader.customerId),
      ),
    ];
    if (brandIds.length > 0) sent.push(inArray(updates.brandId, brandIds));
    audiences.push(and(or(...sent), typesIn(group[0]?.types ?? [])) as SQL);
  }
  return and(or(...audiences), current()) as SQL;
}

const received = (readers: Readers): SQL => {
  const list = asList(readers);
  return list.length === 1 && list[0] ? receivedByOne(list[0]) : receivedBySeveral(list);
};

/** The user reading (the same in every sold-to named). */
const userOf = (readers: Readers): string => asList(readers)[0]?.userId ?? '';

/** The reader's own state row joined to each update. */
const stateOf = (readers: Readers) =>
  and(eq(updateStates.updateId, updates.id), eq(updateStates.userId, userOf(readers)));

/** What the reader sees: received and not deleted by them. */
const visible = (readers: Readers) => and(received(readers), isNull(updateStates.deletedAt)) as SQL;

/** An update's notice kind: the server's notice names it, a published update's is `update_<topic>`. */
const kindOf = sql`coalesce(${updates.noticeKind}, 'update_' || ${updates.topic})`;

/**
 * Whether the portal lists an update for a user (`userId`: an expression of the statement): unless the user's channel
 * for its kind is e-mail or none (ADR 074). The list, the unread count and the streams' counts (`unread-counts.ts`)
 * all judge by this; the update's own page (a mail's link) opens whatever the channel.
 */
export const shownInPortal = (userId: SQL): SQL => portalShows(userId, kindOf);

/** What the reader's list, unread count and "mark all read" hold: what they see, of the kinds shown in the portal. */
const listed = (readers: Readers) => and(visible(readers), shownInPortal(sql`${userOf(readers)}::uuid`)) as SQL;

/** An update as its reader sees it, in their language when it has a text in it (`translation`), else English. */
function updateOf(row: UpdateRow, readAt: Date | null, translation: TranslationRow | null): Update {
  const text = readerText(row, translation);
  return {
    id: row.id,
    type: row.type as UpdateType,
    updateType: row.topic as UpdateTopic,
    header: text.header,
    body: text.body,
    language: text.language,
    chip: row.chip as UpdateChip | null,
    cta: text.ctaLabel && row.ctaHref ? { label: text.ctaLabel, href: row.ctaHref } : null,
    customerId: row.customerId,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    unread: readAt === null,
  };
}

/** The reader's unread updates; with several sold-tos, those unread in any of them, each once. */
export async function unreadCount(db: Database, reader: Readers): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(updates)
    .leftJoin(updateStates, stateOf(reader))
    .where(and(listed(reader), isNull(updateStates.readAt)));
  return row?.unread ?? 0;
}

/**
 * A page of the reader's updates, with their texts in `language` where they have one; with several sold-tos, the
 * updates received in any of them, each once.
 */
export async function listUpdates(
  db: Database,
  reader: Readers,
  query: Pick<UpdateListQuery, 'pageNumber' | 'pageSize' | 'updateType' | 'type' | 'sort'>,
  language: LanguageId,
): Promise<Omit<UpdatePage, 'unread'>> {
  const filters = [listed(reader)];
  if (query.updateType) filters.push(eq(updates.topic, query.updateType));
  if (query.type) filters.push(eq(updates.type, query.type));
  const where = and(...filters);
  const order = [desc(updates.createdAt), asc(updates.id)];
  if (query.sort === 'unread') order.unshift(sql`(${updateStates.readAt} is null) desc`);
  const [rows, [total]] = await Promise.all([
    db
      .select({ update: updates, readAt: updateStates.readAt, translation: updateTranslations })
      .from(updates)
      .leftJoin(updateStates, stateOf(reader))
      .leftJoin(updateTranslations, translationFor(language))
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset(query.pageNumber * query.pageSize),
    db.select({ total: count() }).from(updates).leftJoin(updateStates, stateOf(reader)).where(where),
  ]);
  return {
    items: rows.map((row) => updateOf(row.update, row.readAt, row.translation)),
    pageNumber: query.pageNumber,
    pageSize: query.pageSize,
    totalElements: total?.total ?? 0,
  };
}

/**
 * One update the reader sees, with its text in `language` where it has one; undefined when they do not receive it
 * (another user's, deleted, expired).
 */
export async function findUpdate(
  db: Database,
  reader: Readers,
  id: string,
  language: LanguageId = 'en',
): Promise<Update | undefined> {
  const [row] = await db
    .select({ update: updates, readAt: updateStates.readAt, translation: updateTranslations })
    .from(updates)
    .leftJoin(updateStates, stateOf(reader))
    .leftJoin(updateTranslations, translationFor(language))
    .where(and(eq(updates.id, id), visible(reader)));
  return row ? updateOf(row.update, row.readAt, row.translation) : undefined;
}

/** Marks updates read for the user (a second mark keeps the first time). */
async function markRead(db: Database, userId: string, updateIds: string[]): Promise<void> {
  if (updateIds.length === 0) return;
  const now = new Date();
  await db
    .insert(updateStates)
    .values(updateIds.map((updateId) => ({ updateId, userId, readAt: now })))
    .onConflictDoUpdate({
      target: [updateStates.updateId, updateStates.userId],
      set: { readAt: sql`coalesce(${updateStates.readAt}, excluded.read_at)` },
    });
}

/** Marks one visible update read; false when the reader does not see it. */
export async function markUpdateRead(db: Database, reader: Readers, id: string): Promise<boolean> {
  if (!(await findUpdate(db, reader, id))) return false;
  await markRead(db, userOf(reader), [id]);
  return true;
}

export async function markAllRead(db: Database, reader: Readers): Promise<void> {
  const rows = await db
    .select({ id: updates.id })
    .from(updates)
    .leftJoin(updateStates, stateOf(reader))
    .where(and(listed(reader), isNull(updateStates.readAt)));
  await markRead(
    db,
    userOf(reader),
    rows.map((row) => row.id),
  );
}

/** Deletes one visible update for the reader (it stays deleted); false when the reader does not see it. */
export async function deleteUpdate(db: Database, reader: Readers, id: string): Promise<boolean> {
  if (!(await findUpdate(db, reader, id))) return false;
  const now = new Date();
  await db
    .insert(updateStates)
    .values({ updateId: id, userId: userOf(reader), readAt: now, deletedAt: now })
    .onConflictDoUpdate({
      target: [updateStates.updateId, updateStates.userId],
      set: { deletedAt: now, readAt: sql`coalesce(${updateStates.readAt}, excluded.read_at)` },
    });
  return true;
}

/** Where a published update goes, resolved to stored ids. */
export type StoredAudience =
  | { kind: 'user'; userId: string }
  | { kind: 'soldTo'; customerId: string }
  | { kind: 'brand'; brandId: string }
  | { kind: 'allCustomers' };

export interface NewUpdate {
  audience: StoredAudience;
  type: UpdateType;
  topic: UpdateTopic;
  /** The English text; `translations` holds the other languages'. */
  header: string;
  body: string;
  chip?: UpdateChip | null | undefined;
  cta?: { label: string; href: string } | null | undefined;
  translations?: UpdateTranslations | undefined;
  expiresAt?: Date | null | undefined;
  createdAt?: Date | undefined;
  createdBy?: string | null | undefined;
  /** A fixed id (the demo data's, so seeding twice adds nothing). */
  id?: string | undefined;
}

function rowOf(update: NewUpdate): typeof updates.$inferInsert {
  const { audience } = update;
  return {
    ...(update.id ? { id: update.id } : {}),
    audience: audience.kind,
    userId: audience.kind === 'user' ? audience.userId : null,
    customerId: audience.kind === 'soldTo' ? audience.customerId : null,
    brandId: audience.kind === 'brand' ? audience.brandId : null,
    type: update.type,
    topic: update.topic,
    header: update.header,
    body: update.body,
    chip: update.chip ?? null,
    ctaLabel: update.cta?.label ?? null,
    ctaHref: update.cta?.href ?? null,
    expiresAt: update.expiresAt ?? null,
    ...(update.createdAt ? { createdAt: update.createdAt } : {}),
    createdBy: update.createdBy ?? null,
  };
}

/** Stores an update with its translations, together (a reader never sees it without them). */
export async function insertUpdate(db: Database, update: NewUpdate): Promise<{ id: string; createdAt: Date }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(updates)
      .values(rowOf(update))
      .returning({ id: updates.id, createdAt: updates.createdAt });
    if (!row) throw new Error('the update was not stored');
    await insertTranslations(tx, row.id, update.translations);
    return row;
  });
}

/**
 * Inserts updates whose ids are not stored yet (the demo data) with their readers' read state, and gives those
 * already stored the data's texts, chip and translations (a database seeded before translations gets them); the
 * readers' state of a stored update stays.
 */
export async function insertMissingUpdates(
  db: Database,
  entries: ReadonlyArray<{ update: NewUpdate & { id: string }; readBy: readonly string[] }>,
): Promise<void> {
  if (entries.length === 0) return;
  const ids = entries.map((entry) => entry.update.id);
  const stored = await db.select({ id: updates.id }).from(updates).where(inArray(updates.id, ids));
  const existing = new Set(stored.map((row) => row.id));
  await db
    .insert(updates)
    .values(entries.map((entry) => rowOf(entry.update)))
    .onConflictDoUpdate({
      target: updates.id,
      set: {
        header: sql`excluded.header`,
        body: sql`excluded.body`,
        chip: sql`excluded.chip`,
        ctaLabel: sql`excluded.cta_label`,
        ctaHref: sql`excluded.cta_href`,
      },
    });
  await replaceTranslations(
    db,
    entries.map((entry) => ({ updateId: entry.update.id, translations: entry.update.translations })),
  );
  const states = entries
    .filter((entry) => !existing.has(entry.update.id))
    .flatMap((entry) =>
      entry.readBy.map((userId) => ({
        updateId: entry.update.id,
        userId,
        readAt: entry.update.createdAt ?? new Date(),
      })),
    );
  if (states.length > 0) await db.insert(updateStates).values(states).onConflictDoNothing();
}

/** The user's expiring-password notice, if any. */
export async function findPasswordNotice(
  db: Database,
  userId: string,
): Promise<{ id: string; passwordChangedAt: Date | null } | undefined> {
  const [row] = await db
    .select({ id: updates.id, passwordChangedAt: updates.passwordChangedAt })
    .from(updates)
    .where(and(eq(updates.userId, userId), eq(updates.topic, 'expiring_password')));
  return row;
}

/** Stores the user's expiring-password notice unless one exists (another instance may store it at once). */
export async function insertPasswordNotice(
  db: Database,
  userId: string,
  notice: Omit<NewUpdate, 'audience' | 'topic'> & { passwordChangedAt: Date },
): Promise<void> {
  await db
    .insert(updates)
    .values({
      ...rowOf({ ...notice, audience: { kind: 'user', userId }, topic: 'expiring_password' }),
      noticeKind: 'password_expiring',
      passwordChangedAt: notice.passwordChangedAt,
    })
    .onConflictDoNothing();
}

/** Deletes the user's expiring-password notice (with every reader's state of it). */
export async function deletePasswordNotice(db: Database, userId: string): Promise<void> {
  await db.delete(updates).where(and(eq(updates.userId, userId), eq(updates.topic, 'expiring_password')));
}

/** A notice of an event for users, as each user's own update (ADR 074): the English text and its translations. */
export type PersonalNotice = Omit<NewUpdate, 'audience' | 'id' | 'createdBy' | 'expiresAt'> & {
  /** The notice's kind (`notificationKinds`), which the user's preferences judge. */
  kind: string;
  /** The event: a user gets one update per event, however often it is reported. */
  eventKey: string;
};

/**
 * Stores a notice of an event as an update of each user named, in two statements whatever their number: the updates
 * (one per user; a user who has the event's update already keeps it) and their translations. How many were stored.
 */
export async function insertPersonalNotices(
  db: Database,
  notice: PersonalNotice,
  userIds: readonly string[],
): Promise<number> {
  if (userIds.length === 0) return 0;
  const { kind, eventKey, translations, ...update } = notice;
  const rows = await db
    .insert(updates)
    .values(
      userIds.map((userId) => ({
        ...rowOf({ ...update, audience: { kind: 'user', userId } }),
        noticeKind: kind,
        eventKey,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: updates.id });
  await insertTranslationsOfMany(
    db,
    rows.map((row) => ({ updateId: row.id, translations })),
  );
  return rows.length;
}
