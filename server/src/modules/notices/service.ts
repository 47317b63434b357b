import {
  defaultNotificationChannel,
  derivePermissions,
  hasPermissions,
  isInternalCompany,
  notificationKindAccess,
  notificationKinds,
  type NotificationChannel,
  type LanguageId,
  type NotificationKind,
  type NotificationPreferences,
  type NotificationPreferencesUpdate,
  type PermissionsRecord,
} from '@portal/contracts';
import type { Database } from '../../db/client.ts';
import { badRequest } from '../../lib/http-error.ts';
import { findCustomer, loadPermissionsRecords, usersOfCustomer } from '../accounts/index.ts';
import { keepDigestItems, keepEventOnce, markDigestItemsSent, waitingDigestItems } from './events-store.ts';
import { digestMail, languageOf, noticeMail, noticeTitle, type NoticeContent, type Recipient } from './notice-mail.ts';
import { isPortalKind, portalNoticeOf, type PortalNoticeWriter, type PortalText } from './portal-notice.ts';
import {
  claimDigestDays,
  digestUsers,
  preferencesOf,
  preferencesOfUsers,
  removeEmailChannels,
  saveChannel,
  savePreferences,
  usersChoosing,
  type StoredPreferences,
} from './preferences-store.ts';
import { enqueueJobs, type NewNotificationJob } from './queue-store.ts';
import { signUnsubscribe, unsubscribeKey, type UnsubscribeScope } from './unsubscribe-token.ts';

/** The channels that send e-mail. */
export const emailChannels: readonly NotificationChannel[] = ['email', 'both'];

/** The channels that show a notice in the portal (ADR 074). */
export const portalChannels: readonly NotificationChannel[] = ['portal', 'both'];

const defaults = { delivery: 'immediate', digestHour: 8, timeZone: 'UTC' } as const;

function isChannel(value: unknown): value is NotificationChannel {
  return value === 'portal' || value === 'email' || value === 'both' || value === 'none';
}

function channelOf(stored: StoredPreferences | undefined, kind: NotificationKind): NotificationChannel {
  const value = stored?.channels[kind];
  return isChannel(value) ? value : defaultNotificationChannel;
}

/** Whether the user's record allows notices of a kind: for a sold-to, or on any of the user's sold-tos. */
function mayBeToldOf(record: PermissionsRecord, kind: NotificationKind, soldToId: string | null): boolean {
  const rule = notificationKindAccess[kind];
  if (isInternalCompany(record.companyType)) return hasPermissions(derivePermissions(record, { soldToId: null }), rule);
  const soldTos = soldToId ? [soldToId] : record.portalPrivileges.map((entry) => entry.customer).filter(Boolean);
  return soldTos.some((id) => hasPermissions(derivePermissions(record, { soldToId: id }), rule));
}

/** The kinds a user may be told of, in the order of `notificationKinds`. */
export function kindsFor(record: PermissionsRecord): NotificationKind[] {
  return notificationKinds.filter((kind) => mayBeToldOf(record, kind, null));
}

/** A user's preferences as the API answers them: one choice per kind the user may be told of. */
export async function preferencesFor(db: Database, record: PermissionsRecord): Promise<NotificationPreferences> {
  const stored = await preferencesOf(db, record.userId);
  return {
    choices: kindsFor(record).map((kind) => ({ kind, channel: channelOf(stored, kind) })),
    delivery: stored?.delivery === 'digest' ? 'digest' : 'immediate',
    digestHour: stored?.digestHour ?? defaults.digestHour,
    timeZone: stored?.timeZone ?? defaults.timeZone,
  };
}

/** Saves a change; a kind the user may not be told of is refused (400 naming it), nothing is written then. */
export async function changePreferences(
  db: Database,
  record: PermissionsRecord,
  change: NotificationPreferencesUpdate,
): Promise<NotificationPreferences> {
  const allowed = new Set(kindsFor(record));
  const refused = change.choices.findIndex((choice) => !allowed.has(choice.kind));
  if (refused >= 0) {
    throw badRequest(`choices.${refused}.kind`, 'is not a kind of notice you may be told of');
  }
  const stored = await preferencesOf(db, record.userId);
  const channels: Record<string, string> = { ...stored?.channels };
  for (const choice of change.choices) channels[choice.kind] = choice.channel;
  await savePreferences(db, record.userId, {
    channels,
    delivery: change.delivery,
    digestHour: change.digestHour,
    timeZone: change.timeZone,
  });
  return preferencesFor(db, record);
}

/** The signed link's unsubscribe: e-mail of one kind (or of every kind) stops; true when the user exists. */
export async function unsubscribe(db: Database, userId: string, scope: UnsubscribeScope): Promise<boolean> {
  const record = (await loadPermissionsRecords(db, [userId])).get(userId);
  if (!record) return false;
  if (scope === 'all') {
    await removeEmailChannels(db, userId);
    return true;
  }
  // The portal stays when it was chosen too.
  const channel = channelOf(await preferencesOf(db, userId), scope);
  await saveChannel(db, userId, scope, channel === 'both' ? 'portal' : channel === 'email' ? 'none' : channel);
  return true;
}

/** A notice to deliver: what it says, which event made it, and who may get it. */
export interface Notice extends Omit<NoticeContent, 'customer'> {
  /** The event's key: a user gets one notice per key, however often it is reported. */
  eventKey: string;
  /** The sold-to it concerns: its users are told (by permission and preference). */
  customer: string | null;
  /** Told instead of the sold-to's users (e.g. the author of an answered ticket). */
  userIds?: readonly string[];
  /**
   * Told instead of the sold-to's users: whoever chose e-mail for the kind and may read the item, as this says (a
   * published update reaches users of many sold-tos; only those who asked for its mail are looked at).
   */
  readers?: (record: PermissionsRecord) => boolean | Promise<boolean>;
  /** When it happened (the portal's update carries this date); now when not said. */
  occurredAt?: Date;
  /** The portal's words for it in a language (a ticket answer's own); else the mail's subject and first line. */
  portalText?: (language: LanguageId) => PortalText;
}

export interface DeliveryContext {
  publicUrl: string;
  /**
   * Writes the notices of orders, documents and tickets as updates of the users whose channel includes the portal
   * (the updates module's, handed in by the app, ADR 074). Without it a notice goes by e-mail only.
   */
  portal?: PortalNoticeWriter | undefined;
}

/**
 * Turns a notice into what each recipient chose (ADR 074): for an order, document or ticket kind an update of each
 * user whose channel includes the portal; for e-mail a mail job at once or a line of the next digest. Set-based: one
 * statement each for the users' records and preferences, then the updates, the mails and the lines. How many
 * notices were made (updates, mails and lines). `db` may be a transaction (the event's record and its notices
 * together).
 */
export async function deliverNotice(
  db: Database,
  notice: Notice,
  { publicUrl, portal }: DeliveryContext,
): Promise<number> {
  const toPortal = portal !== undefined && isPortalKind(notice.kind);
  const candidates = notice.userIds
    ? [...notice.userIds]
    : notice.readers
      ? await usersChoosing(db, notice.kind, emailChannels)
      : notice.customer
        ? (await usersOfCustomer(db, notice.customer)).filter((user) => user.activated).map((user) => user.userId)
        : [];
  if (candidates.length === 0) return 0;
  const records = await loadPermissionsRecords(db, candidates);
  const preferences = await preferencesOfUsers(db, candidates);
  const customerName = notice.customer ? ((await findCustomer(db, notice.customer))?.legalName ?? notice.customer) : '';
  const key = await unsubscribeKey(db);
  const jobs: NewNotificationJob[] = [];
  const digestLines = [];
  const portalUsers: string[] = [];
  for (const userId of candidates) {
    const record = records.get(userId);
    if (!record || !mayBeToldOf(record, notice.kind, notice.customer)) continue;
    const stored = preferences.get(userId);
    const channel = channelOf(stored, notice.kind);
    if (toPortal && portalChannels.includes(channel)) portalUsers.push(userId);
    if (!emailChannels.includes(channel)) continue;
    if (notice.readers && !(await notice.readers(record))) continue;
    const recipient: Recipient = {
      userId,
      email: record.userName,
      name: record.fullname,
      language: languageOf(record.language),
    };
    if (stored?.delivery === 'digest') {
      digestLines.push({
        userId,
        eventKey: notice.eventKey,
        kind: notice.kind,
        title: noticeTitle(recipient.language, notice),
        link: notice.link,
      });
      continue;
    }
    const mail = noticeMail({
      recipient,
      content: { ...notice, customer: customerName },
      publicUrl,
      unsubscribeToken: signUnsubscribe(key, userId, notice.kind),
    });
    jobs.push({ kind: 'mail', dedupeKey: `${notice.eventKey}:${userId}`, payload: mail });
  }
  const updates =
    portal && portalUsers.length > 0
      ? await portal(db, portalNoticeOf({ ...notice, customer: customerName }), portalUsers)
      : 0;
  return updates + (await enqueueJobs(db, jobs)) + (await keepDigestItems(db, digestLines));
}

/**
 * An inbound event, once: kept by its id with its notices in one transaction. A replay (an id kept before) does
 * nothing and says so.
 */
export async function receiveEvent(
  db: Database,
  event: { id: string; type: string; payload: unknown },
  notice: Notice,
  context: DeliveryContext,
): Promise<{ status: 'accepted' | 'duplicate'; notices: number }> {
  return db.transaction(async (tx) => {
    const first = await keepEventOnce(tx, { eventId: event.id, type: event.type, payload: event.payload });
    if (!first) return { status: 'duplicate' as const, notices: 0 };
    const notices = await deliverNotice(tx, notice, context);
    return { status: 'accepted' as const, notices };
  });
}

/** The local date (YYYY-MM-DD) and hour of an instant in a time zone. */
export function localTime(now: Date, timeZone: string): { day: string; hour: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return { day: `${part('year')}-${part('month')}-${part('day')}`, hour: Number(part('hour')) };
}

/**
 * The daily digests due at `now`: each user with digest delivery whose chosen hour it is (or has passed) in their
 * time zone and who had no digest that local day gets one mail job with the lines waiting. Set-based: one statement
 * each for the users, their waiting lines, their records and the claim of their day (claimed first, so two
 * instances make one digest), then one transaction for every mail and line.
 */
export async function queueDueDigests(db: Database, now: Date, { publicUrl }: DeliveryContext): Promise<number> {
  const due = (await digestUsers(db)).flatMap((user) => {
    const { day, hour } = localTime(now, user.timeZone);
    return hour < user.digestHour || user.lastDigestOn === day ? [] : [{ userId: user.userId, day }];
  });
  const waiting = await waitingDigestItems(
    db,
    due.map((user) => user.userId),
  );
  const withLines = due.filter((user) => waiting.has(user.userId));
  if (withLines.length === 0) return 0;
  const records = await loadPermissionsRecords(
    db,
    withLines.map((user) => user.userId),
  );
  const claimed = await claimDigestDays(
    db,
    withLines.filter((user) => records.has(user.userId)),
  );
  const key = await unsubscribeKey(db);
  const jobs: NewNotificationJob[] = [];
  const sentLines: string[] = [];
  for (const { userId, day } of withLines) {
    const record = records.get(userId);
    const lines = waiting.get(userId) ?? [];
    if (!record || !claimed.has(userId)) continue;
    const recipient: Recipient = {
      userId,
      email: record.userName,
      name: record.fullname,
      language: languageOf(record.language),
    };
    const mail = digestMail({ recipient, lines, publicUrl, unsubscribeToken: signUnsubscribe(key, userId, 'all') });
    jobs.push({ kind: 'mail', dedupeKey: `digest:${userId}:${day}`, payload: mail });
    sentLines.push(...lines.map((line) => line.id));
  }
  return db.transaction(async (tx) => {
    const queued = await enqueueJobs(tx, jobs);
    await markDigestItemsSent(tx, sentLines);
    return queued;
  });
}
