import { z } from 'zod';
import { customerIdSchema } from './accounts.ts';
import { brandCatalogue } from './brands.ts';

/**
 * Updates (issue 16): notifications, warnings and alerts for a portal user, published to one user, a sold-to,
 * every customer of a brand or all customers, each read and deleted per user (spec 2.4, 3, 4, 6, 7).
 */

/** How an update is shown (spec 3 "Alert"): the alert box shows the newest unread `alert`. */
export const updateTypes = ['notification', 'warning', 'alert'] as const;
export type UpdateType = (typeof updateTypes)[number];

/** What an update is about; `expiring_password` is the server's own notice of a password about to expire. */
export const updateTopics = [
  'order_confirmation',
  'delivery_delay',
  'price_list',
  'season_news',
  'general',
  'expiring_password',
] as const;
export type UpdateTopic = (typeof updateTopics)[number];

/** The topics an editor may publish (`expiring_password` is the server's alone). */
export const publishableUpdateTopics = updateTopics.filter((topic) => topic !== 'expiring_password') as [
  Exclude<UpdateTopic, 'expiring_password'>,
  ...Exclude<UpdateTopic, 'expiring_password'>[],
];

/** Who an update reaches. */
export const updateAudienceKinds = ['user', 'soldTo', 'brand', 'allCustomers'] as const;
export type UpdateAudienceKind = (typeof updateAudienceKinds)[number];

export const updateIdSchema = z.uuid({ message: 'must be an update id' });

/** An in-portal path (`/orders/...`, never `//host`) or an https link. */
export const updateLinkSchema = z
  .string()
  .trim()
  .max(500, 'must be at most 500 characters')
  .refine(
    (value) => /^\/(?![/\\])[^\s]*$/.test(value) || /^https:\/\/[^\s/]+(\/[^\s]*)?$/.test(value),
    'must be a portal path starting with / or an https link',
  );

export const updateCallToActionSchema = z.strictObject({
  label: z.string().trim().min(1, 'must not be empty').max(40, 'must be at most 40 characters'),
  href: updateLinkSchema,
});
export type UpdateCallToAction = z.infer<typeof updateCallToActionSchema>;

/** An update as the caller sees it. */
export const updateSchema = z.object({
  id: z.string(),
  type: z.enum(updateTypes),
  updateType: z.enum(updateTopics),
  header: z.string(),
  body: z.string(),
  chipLabel: z.string().nullable(),
  cta: updateCallToActionSchema.nullable(),
  createdAt: z.string(),
  /** After this the update is gone; for `expiring_password`, the day the password expires. */
  expiresAt: z.string().nullable(),
  unread: z.boolean(),
});
export type Update = z.infer<typeof updateSchema>;

export const updateSortOrders = ['date', 'unread'] as const;
export type UpdateSortOrder = (typeof updateSortOrders)[number];

/** Spec 3 "Updates request params": pagination, the sold-to and the topic (`user` is always the caller). */
export const updateListQuerySchema = z.object({
  soldTo: customerIdSchema,
  pageNumber: z.coerce.number().int().min(0).max(1000).default(0),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
  updateType: z.enum(updateTopics).optional(),
  type: z.enum(updateTypes).optional(),
  /** `date`: newest first; `unread`: unread first, then newest first. */
  sort: z.enum(updateSortOrders).default('date'),
});
export type UpdateListQuery = z.infer<typeof updateListQuerySchema>;

export const updatePageSchema = z.object({
  items: z.array(updateSchema),
  pageNumber: z.number().int(),
  pageSize: z.number().int(),
  totalElements: z.number().int(),
  /** The caller's unread updates in this sold-to, whatever the filter. */
  unread: z.number().int(),
});
export type UpdatePage = z.infer<typeof updatePageSchema>;

export const updateParamsSchema = z.object({ id: updateIdSchema });
export const updateSoldToQuerySchema = z.object({ soldTo: customerIdSchema });

/** The answer of read, read-all and delete: the caller's unread count in the sold-to afterwards. */
export const unreadCountSchema = z.object({ unread: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

const brandIds = brandCatalogue.map((brand) => brand.id) as [string, ...string[]];

export const updateAudienceSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('user'), username: z.email({ message: 'must be an e-mail address' }) }),
    z.strictObject({ kind: z.literal('soldTo'), customerId: customerIdSchema }),
    z.strictObject({ kind: z.literal('brand'), brandId: z.enum(brandIds, { message: 'must be a brand id' }) }),
    z.strictObject({ kind: z.literal('allCustomers') }),
  ],
  { message: `must name a kind: ${updateAudienceKinds.join(', ')}` },
);
export type UpdateAudience = z.infer<typeof updateAudienceSchema>;

/** `POST /api/admin/updates`: an update to publish now. */
export const publishUpdateSchema = z.strictObject({
  audience: updateAudienceSchema,
  type: z.enum(updateTypes),
  updateType: z.enum(publishableUpdateTopics).default('general'),
  header: z.string().trim().min(1, 'must not be empty').max(120, 'must be at most 120 characters'),
  body: z.string().trim().min(1, 'must not be empty').max(2000, 'must be at most 2000 characters'),
  chipLabel: z.string().trim().min(1, 'must not be empty').max(24, 'must be at most 24 characters').optional(),
  cta: updateCallToActionSchema.optional(),
  /** When the update disappears (must be in the future). */
  expiresAt: z.iso
    .datetime({ offset: true, message: 'must be an ISO date-time' })
    .refine((value) => Date.parse(value) > Date.now(), 'must be in the future')
    .optional(),
});
export type PublishUpdate = z.input<typeof publishUpdateSchema>;

export const publishedUpdateSchema = z.object({
  id: z.string(),
  audience: updateAudienceSchema,
  createdAt: z.string(),
});

/** The event the unread stream sends: the caller's unread count in the sold-to, at start and on each change. */
export const unreadEventName = 'unread';
