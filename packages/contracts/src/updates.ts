import { z } from 'zod';
import { customerIdListSchema, customerIdSchema } from './accounts.ts';
import { brandCatalogue } from './brands.ts';
import { languageIdSchema } from './language-schema.ts';
import { fallbackLanguage } from './languages.ts';

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

/**
 * The chip an update carries (spec 3 "Alert": chipLabel): a code, shown as the word of the reader's language from
 * the labels (`notifications.chip_<chip>`), never as stored text, so every reader sees it in their language.
 */
export const updateChips = ['order', 'delivery', 'price_list', 'season', 'service', 'documents', 'ticket'] as const;
export type UpdateChip = (typeof updateChips)[number];

/**
 * The languages an update may add to its text in the portal's default language (English, `fallbackLanguage`),
 * which every update has and every reader of a language without its own text gets.
 */
export const updateTranslationLanguages = ['de', 'es', 'fr', 'it'] as const;
export type UpdateTranslationLanguage = (typeof updateTranslationLanguages)[number];

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

/**
 * An update as the caller sees it: header, body and the call to action's label in the language asked for, or in
 * English where the update has no text in it (`language` says which, for the text's `lang`).
 */
export const updateSchema = z.object({
  id: z.string(),
  type: z.enum(updateTypes),
  updateType: z.enum(updateTopics),
  header: z.string(),
  body: z.string(),
  language: languageIdSchema.default(fallbackLanguage),
  chip: z.enum(updateChips).nullable().default(null),
  /**
   * The sold-to the update was sent to; null when it was sent to the user, a brand's customers or all customers.
   * A list across several sold-tos shows it on each card (ADR 069).
   */
  customerId: z.string().nullable().optional(),
  cta: updateCallToActionSchema.nullable(),
  createdAt: z.string(),
  /** After this the update is gone; for `expiring_password`, the day the password expires. */
  expiresAt: z.string().nullable(),
  unread: z.boolean(),
});
export type Update = z.infer<typeof updateSchema>;

export const updateSortOrders = ['date', 'unread'] as const;
export type UpdateSortOrder = (typeof updateSortOrders)[number];

/** The language to read the updates' texts in; without it the caller's saved language (as content calls). */
const readingLanguage = { lang: languageIdSchema.optional() };

/** Spec 3 "Updates request params": pagination, the sold-to and the topic (`user` is always the caller). */
export const updateListQuerySchema = z.object({
  /**
   * One sold-to, or several separated by commas (the view across accounts, ADR 069): the updates the caller
   * receives in any of them, each once.
   */
  soldTo: customerIdListSchema,
  ...readingLanguage,
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
  /**
   * The caller's unread updates in this sold-to, whatever the filter; with several sold-tos named, those unread in
   * any of them (each once). The shell's count always names the working sold-to alone (ADR 069).
   */
  unread: z.number().int(),
});
export type UpdatePage = z.infer<typeof updatePageSchema>;

export const updateParamsSchema = z.object({ id: updateIdSchema });
/** One sold-to: the unread stream, which the shell follows for the working sold-to. */
export const updateSoldToQuerySchema = z.object({ soldTo: customerIdSchema });
/**
 * One sold-to, or the several a list across accounts names (comma-separated, ADR 069): one update, read, read-all
 * and delete, so an update listed across accounts is found through the same sold-tos.
 */
export const updateSoldTosQuerySchema = z.object({ soldTo: customerIdListSchema });
export const updateReadingQuerySchema = updateSoldTosQuerySchema.extend(readingLanguage);

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

const headerSchema = z.string().trim().min(1, 'must not be empty').max(120, 'must be at most 120 characters');
const bodySchema = z.string().trim().min(1, 'must not be empty').max(2000, 'must be at most 2000 characters');
const ctaLabelSchema = z.string().trim().min(1, 'must not be empty').max(40, 'must be at most 40 characters');

/** An update's text in one more language; `ctaLabel` is the call to action's label, required with a `cta`. */
export const updateTranslationSchema = z.strictObject({
  header: headerSchema,
  body: bodySchema,
  ctaLabel: ctaLabelSchema.optional(),
});
export type UpdateTranslation = z.infer<typeof updateTranslationSchema>;

export const updateTranslationsSchema = z.strictObject(
  Object.fromEntries(updateTranslationLanguages.map((language) => [language, updateTranslationSchema.optional()])) as {
    [language in UpdateTranslationLanguage]: z.ZodOptional<typeof updateTranslationSchema>;
  },
);
export type UpdateTranslations = z.infer<typeof updateTranslationsSchema>;

/**
 * The fields of `POST /api/admin/updates`: an update to publish now. `header`, `body` and `cta.label` are the text
 * in the portal's default language (English), which is required; `translations` adds German, Spanish, French and
 * Italian texts, each optional: a reader whose language has none reads the English text.
 */
export const publishUpdateFieldsSchema = z.strictObject({
  audience: updateAudienceSchema,
  type: z.enum(updateTypes),
  updateType: z.enum(publishableUpdateTopics).default('general'),
  header: headerSchema,
  body: bodySchema,
  chip: z.enum(updateChips, { message: `must be one of ${updateChips.join(', ')}` }).optional(),
  cta: updateCallToActionSchema.optional(),
  translations: updateTranslationsSchema.optional(),
  /** When the update disappears (must be in the future). */
  expiresAt: z.iso
    .datetime({ offset: true, message: 'must be an ISO date-time' })
    .refine((value) => Date.parse(value) > Date.now(), 'must be in the future')
    .optional(),
});

/**
 * A translation has a call-to-action label exactly when the update has a call to action, so no reader gets a
 * button in English beside a text in their language, nor a label without a link.
 */
export function checkTranslatedCallToAction(
  update: { cta?: UpdateCallToAction | undefined; translations?: UpdateTranslations | undefined },
  context: z.RefinementCtx,
): void {
  for (const language of updateTranslationLanguages) {
    const translation = update.translations?.[language];
    if (!translation || Boolean(update.cta) === Boolean(translation.ctaLabel)) continue;
    context.addIssue({
      code: 'custom',
      path: ['translations', language, 'ctaLabel'],
      message: update.cta ? 'is required when the update has a cta' : 'needs a cta with its link',
    });
  }
}

/** `POST /api/admin/updates`: an update to publish now. */
export const publishUpdateSchema = publishUpdateFieldsSchema.superRefine(checkTranslatedCallToAction);
export type PublishUpdate = z.input<typeof publishUpdateSchema>;

export const publishedUpdateSchema = z.object({
  id: z.string(),
  audience: updateAudienceSchema,
  createdAt: z.string(),
});

/** The event the unread stream sends: the caller's unread count in the sold-to, at start and on each change. */
export const unreadEventName = 'unread';
