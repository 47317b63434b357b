import { z } from 'zod';
import type { AccessRequirement } from './sections.ts';
import { publishableUpdateTopics } from './updates.ts';

/**
 * Notification preferences (issue 33): what a user is told of, and how. Each kind of event goes to the portal,
 * by e-mail, both or neither; e-mail goes at once or as one daily digest at an hour of the user's time zone.
 */

/** The update topics an update notice can carry (the kinds `update_<topic>`). */
const updateKinds = publishableUpdateTopics.map((topic) => `update_${topic}` as const);

export const notificationKinds = [
  'order_confirmed',
  'order_shipped',
  'order_delivered',
  'invoice_issued',
  'invoice_due_soon',
  'invoice_overdue',
  'credit_note_issued',
  'ticket_answered',
  ...updateKinds,
  'password_expiring',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

export const notificationChannels = ['portal', 'email', 'both', 'none'] as const;
export type NotificationChannel = (typeof notificationChannels)[number];

export const notificationDeliveries = ['immediate', 'digest'] as const;
export type NotificationDelivery = (typeof notificationDeliveries)[number];

/**
 * Who is told of a kind: the permission that opens the item the notice links to. A user without it neither sees
 * the kind among the preferences nor gets its notices.
 */
export const notificationKindAccess: Readonly<Record<NotificationKind, AccessRequirement>> = Object.fromEntries(
  notificationKinds.map((kind): [NotificationKind, AccessRequirement] => {
    if (kind.startsWith('order_')) return [kind, { allOf: ['orderInquiryNew'] }];
    if (kind.startsWith('invoice_')) return [kind, { allOf: ['document', 'documentInvoice'] }];
    if (kind === 'credit_note_issued') return [kind, { allOf: ['document', 'documentCreditNote'] }];
    if (kind === 'ticket_answered') return [kind, { allOf: ['ticket'] }];
    if (kind.startsWith('update_')) return [kind, { anyOf: ['alerts', 'notifications'] }];
    return [kind, {}];
  }),
) as Record<NotificationKind, AccessRequirement>;

/** Each kind's channel when the user chose none: the portal, so nothing is mailed unasked. */
export const defaultNotificationChannel: NotificationChannel = 'portal';

/** An IANA time zone the runtime knows (e.g. Europe/Berlin). */
const timeZoneSchema = z
  .string()
  .min(1)
  .max(64)
  .refine((value) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: value });
      return true;
    } catch {
      return false;
    }
  }, 'an IANA time zone, e.g. Europe/Berlin');

export const notificationChoiceSchema = z.object({
  kind: z.enum(notificationKinds),
  channel: z.enum(notificationChannels),
});

export const notificationPreferencesSchema = z.object({
  /** The kinds the user may be told of (by permission), each with its channel, in the order of `notificationKinds`. */
  choices: z.array(notificationChoiceSchema),
  delivery: z.enum(notificationDeliveries),
  /** The hour (0-23) of the daily digest in `timeZone`. */
  digestHour: z.number().int().min(0).max(23),
  timeZone: timeZoneSchema,
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** A change: the kinds named get their channel (a kind the user may not be told of is refused), the rest stay. */
export const notificationPreferencesUpdateSchema = z.object({
  choices: z
    .array(notificationChoiceSchema)
    .max(notificationKinds.length)
    .refine((choices) => new Set(choices.map((choice) => choice.kind)).size === choices.length, 'each kind once'),
  delivery: z.enum(notificationDeliveries),
  digestHour: z.number().int().min(0).max(23),
  timeZone: timeZoneSchema,
});
export type NotificationPreferencesUpdate = z.infer<typeof notificationPreferencesUpdateSchema>;

export const notificationJobStates = ['pending', 'running', 'retry', 'done', 'dead'] as const;

export const notificationJobListQuerySchema = z.object({
  /** Only jobs in this state; without it, the jobs that failed at least once (retry and dead). */
  state: z.enum(notificationJobStates).optional(),
});

export const notificationJobSchema = z.object({
  id: z.string(),
  kind: z.string(),
  state: z.enum(notificationJobStates),
  /** Whom the mail goes to, and its subject (the mail's content is not listed). */
  to: z.string().nullable(),
  subject: z.string().nullable(),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  runAt: z.string().datetime({ offset: true }),
  lastError: z.string().nullable(),
  createdAt: z.string().datetime({ offset: true }),
});
export type NotificationJob = z.infer<typeof notificationJobSchema>;

export const notificationJobListSchema = z.object({
  items: z.array(notificationJobSchema),
  /** How many jobs are in each state now. */
  counts: z.record(z.enum(notificationJobStates), z.number().int()),
});
export type NotificationJobList = z.infer<typeof notificationJobListSchema>;

/** The job a staff call names (`POST …/notification-jobs/:jobId/retry`). */
export const notificationJobIdParamsSchema = z.object({ jobId: z.uuid('must be a job id') });

/** A job staff sent again (ADR 073): the job as it is now, due at once, and the counts per state after it. */
export const notificationJobRetriedSchema = z.object({
  job: notificationJobSchema,
  counts: z.record(z.enum(notificationJobStates), z.number().int()),
});
export type NotificationJobRetried = z.infer<typeof notificationJobRetriedSchema>;

/** The inbound events webhook (issue 33): the group's systems report what happened, signed with the shared secret. */
export const integrationEventTypes = [
  'order.confirmed',
  'order.shipped',
  'order.delivered',
  'invoice.issued',
  'invoice.due_soon',
  'invoice.overdue',
  'credit_note.issued',
] as const;
export type IntegrationEventType = (typeof integrationEventTypes)[number];

const eventBase = {
  /** The sender's id of the event: a second event with the same id is a replay and changes nothing. */
  id: z.string().min(1).max(200),
  occurredAt: z.string().datetime({ offset: true }),
  /** The sold-to the event concerns. */
  customer: z.string().min(1).max(20),
};

const orderData = z.object({
  /** The order source (as in the portal's order paths, e.g. `sap`). */
  source: z.string().min(1).max(40),
  orderId: z.string().min(1).max(40),
  poNumber: z.string().max(80).optional(),
  /** Shipped: the carrier's tracking number, when there is one. */
  trackingNumber: z.string().max(80).optional(),
});

const documentData = z.object({
  documentId: z.string().min(1).max(40),
  amount: z.string().max(40).optional(),
  currency: z.string().length(3).optional(),
  dueDate: z.string().date().optional(),
});

export const integrationEventSchema = z.discriminatedUnion('type', [
  z.object({ ...eventBase, type: z.enum(['order.confirmed', 'order.shipped', 'order.delivered']), data: orderData }),
  z.object({
    ...eventBase,
    type: z.enum(['invoice.issued', 'invoice.due_soon', 'invoice.overdue', 'credit_note.issued']),
    data: documentData,
  }),
]);
export type IntegrationEvent = z.infer<typeof integrationEventSchema>;

export const integrationEventResultSchema = z.object({
  id: z.string(),
  /** `accepted` the first time, `duplicate` for a replay (nothing is done again). */
  status: z.enum(['accepted', 'duplicate']),
  /** How many notices the event made (users' updates in the portal, mails queued, digest lines kept). */
  notices: z.number().int(),
});

/** The portal kind an event type becomes. */
export const integrationEventKind: Readonly<Record<IntegrationEventType, NotificationKind>> = {
  'order.confirmed': 'order_confirmed',
  'order.shipped': 'order_shipped',
  'order.delivered': 'order_delivered',
  'invoice.issued': 'invoice_issued',
  'invoice.due_soon': 'invoice_due_soon',
  'invoice.overdue': 'invoice_overdue',
  'credit_note.issued': 'credit_note_issued',
};

export const integrationPaths = {
  events: '/api/integration/events',
  /** The header carrying `sha256=<hex HMAC-SHA256 of the raw body>`. */
  signatureHeader: 'x-portal-signature',
} as const;

export const notificationPaths = {
  preferences: '/priv/api/v1/account/notification-preferences',
  jobs: '/priv/api/v1/admin/notification-jobs',
  /** Staff send a failed or dead job again (ADR 073). */
  jobRetry: '/priv/api/v1/admin/notification-jobs/:jobId/retry',
  /** The signed unsubscribe link of a notice mail (no sign-in): GET confirms, POST unsubscribes (RFC 8058). */
  unsubscribe: '/pub/notifications/unsubscribe',
} as const;
