import { z } from 'zod';
import { customerIdSchema } from './accounts.ts';
import { languageIdSchema } from './language-schema.ts';

/**
 * The headless content model of spec section 3 ("CMS content"): a page (id, name, title) made of grid rows
 * with placements; each placement holds an item (id, name, layoutVariant, data uri, sizes). Everything a
 * renderer needs for an item sits in `data`; `uri` points at its main media or document.
 */

/** Component layout names carry a fixed prefix (spec 3). */
export const contentLayoutPrefix = 'b2b-';

/** The component layouts the portal renders; `layoutVariant` is the prefix plus one of these. */
export const contentLayouts = [
  'hero-banner',
  'image-banner',
  'text-banner',
  'cards',
  'carousel',
  'video-banner',
  'notification',
  'rich-text',
  'accordion',
  'document-list',
  'brand-header',
] as const;
export type ContentLayout = (typeof contentLayouts)[number];

export function layoutOf(layoutVariant: string): ContentLayout | null {
  if (!layoutVariant.startsWith(contentLayoutPrefix)) return null;
  const layout = layoutVariant.slice(contentLayoutPrefix.length);
  return (contentLayouts as readonly string[]).includes(layout) ? (layout as ContentLayout) : null;
}

/** A rendition width of a media item and the crop it uses (spec 3, "sizes with width and name"). */
export const contentSizeSchema = z.object({
  width: z.number().int().positive(),
  name: z.string().min(1).max(40),
});

/** Schemes a content link may use; anything else (`javascript:`, `data:`, `vbscript:`, ...) is refused. */
const safeLinkSchemes = new Set(['http:', 'https:', 'mailto:']);

/**
 * Whether a content link may be followed: an http(s) URL, a mailto: address or a relative path. Browsers ignore
 * tabs, newlines and leading control characters in a scheme (`java\tscript:`), so they are ignored here too.
 */
export function isSafeLinkHref(href: string): boolean {
  const normalized = [...href].filter((char) => char > ' ' && char !== '\u007f').join('');
  const scheme = /^[a-z][a-z0-9+.-]*:/i.exec(normalized)?.[0];
  return scheme === undefined || safeLinkSchemes.has(scheme.toLowerCase());
}

export const safeLinkMessage = 'must be an http(s) URL, a mailto: address or a relative path';

/** A link a user can follow from content: inside the portal (a path) or outside (an absolute URL, new tab). */
export const contentLinkSchema = z.object({
  label: z.string().min(1).max(120),
  href: z.string().min(1).max(2000).refine(isSafeLinkHref, safeLinkMessage),
  external: z.boolean().optional(),
});

/**
 * An image or a video as content references it. `uri` may contain `/caas/v1/media` (replaced by the
 * configured content resource path) and the placeholders `{width}` and `{cropName}` (spec 7, media links).
 */
export const contentMediaSchema = z.object({
  uri: z.string().min(1).max(2000),
  /** Text alternative; empty only for decorative images. */
  alt: z.string().max(300),
  /** Intrinsic size, so the page reserves the space before the image arrives (no layout shift). */
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  sizes: z.array(contentSizeSchema).max(12).optional(),
});

/** The fields an item's layout may use. Rich text (`body`) is HTML the portal sanitizes before showing it. */
export const contentDataSchema = z.object({
  eyebrow: z.string().max(120).optional(),
  title: z.string().max(300).optional(),
  subtitle: z.string().max(600).optional(),
  body: z.string().max(100_000).optional(),
  media: contentMediaSchema.optional(),
  /** Video banner: the video file (mp4) and its captions (WebVTT), with `media` as poster image. */
  video: z.object({ uri: z.string().min(1).max(2000), captions: z.string().max(2000).optional() }).optional(),
  cta: contentLinkSchema.optional(),
  /** Notification: how strongly it speaks (spec 3, alert types). */
  tone: z.enum(['notification', 'warning', 'alert']).optional(),
  /** Cards, carousel slides, accordion entries, document entries. */
  entries: z
    .array(
      z.object({
        id: z.string().min(1).max(80),
        title: z.string().max(300),
        body: z.string().max(20_000).optional(),
        media: contentMediaSchema.optional(),
        cta: contentLinkSchema.optional(),
        /** Document entries: the file's address (a media link). */
        uri: z.string().max(2000).optional(),
      }),
    )
    .max(50)
    .optional(),
});

export const contentItemSchema = z.object({
  id: z.string().min(1).max(80),
  name: z.string().min(1).max(120),
  layoutVariant: z.string().min(1).max(80),
  data: contentDataSchema,
  /** The item's main media or document address (spec 3, "data uri"). */
  uri: z.string().max(2000).optional(),
  sizes: z.array(contentSizeSchema).max(12).optional(),
});

export const contentPlacementSchema = z.object({
  /** The slot's name, e.g. `privacy-policy` in the legal documents page (spec 7, contents-doc). */
  name: z.string().min(1).max(120),
  /** Columns of the 12-column grid the placement spans on wide screens. */
  span: z.number().int().min(1).max(12).default(12),
  item: contentItemSchema,
});

export const contentRowSchema = z.object({
  id: z.string().min(1).max(80),
  placements: z.array(contentPlacementSchema).max(12),
});

export const contentPageSchema = z.object({
  id: z.string().min(1).max(80),
  name: z.string().min(1).max(120),
  title: z.string().max(300),
  language: z.string().min(2).max(5),
  rows: z.array(contentRowSchema).max(100),
});

export type ContentSize = z.infer<typeof contentSizeSchema>;
export type ContentLink = z.infer<typeof contentLinkSchema>;
export type ContentMedia = z.infer<typeof contentMediaSchema>;
export type ContentData = z.infer<typeof contentDataSchema>;
export type ContentItem = z.infer<typeof contentItemSchema>;
export type ContentPlacement = z.infer<typeof contentPlacementSchema>;
export type ContentRow = z.infer<typeof contentRowSchema>;
export type ContentPage = z.infer<typeof contentPageSchema>;

/** Who content is for (spec 7: `/internal-user` variants). */
export const contentAudiences = ['customer', 'internal-user'] as const;
export type ContentAudience = (typeof contentAudiences)[number];

/** Where the media of content items is served (spec 7: '/caas/v1/media' is replaced by it). */
export const contentMediaPlaceholder = '/caas/v1/media';

/**
 * Spec 7, media links: `/caas/v1/media` becomes the configured content resource path; `{width}` and
 * `{cropName}` are filled in.
 */
export function resolveMediaUri(uri: string, resourcePath: string, size?: ContentSize): string {
  let resolved = uri.replace(contentMediaPlaceholder, resourcePath.replace(/\/$/, ''));
  if (size) resolved = resolved.replaceAll('{width}', String(size.width)).replaceAll('{cropName}', size.name);
  return resolved;
}

/** Spec 7, contents-doc: the placements of the legal documents page, each item's `uri` the document (PDF). */
export const legalDocumentPlacements = ['privacy-policy', 'cookie-policy', 'terms-and-conditions'] as const;
export type LegalDocumentPlacement = (typeof legalDocumentPlacements)[number];

/** A language of content (spec 5: one of de, en, es, fr, it), as a path or query parameter. */
export const contentLanguageSchema = languageIdSchema;

/**
 * A page's key: lower-case words joined by dots, e.g. `homepage`, `faq`, `userguide.orders`, `brand-page.40`,
 * `page.about`. It is also the page's `id` in answers, the same in every language.
 */
export const contentPageKeyPattern = /^[a-z0-9][a-z0-9-]*(\.[a-z0-9][a-z0-9-]*)*$/;
export const contentPageKeySchema = z
  .string()
  .max(120)
  .regex(contentPageKeyPattern, 'must be lower-case words (a-z, 0-9, -) joined by dots');

/** `?customerId=` of the content calls that may answer with a page made for one sold-to. */
export const contentCustomerQuerySchema = z.object({ customerId: customerIdSchema.optional() });

/** `content/{id}` and `userguide/{segment}`: the language, else the caller's saved language. */
export const contentLanguageQuerySchema = z.object({ lang: contentLanguageSchema.optional() });

export const contentStatuses = ['draft', 'published'] as const;
export type ContentStatus = (typeof contentStatuses)[number];

/** A layout variant the portal can render: the prefix and one of `contentLayouts`. */
const knownLayoutVariantSchema = z
  .string()
  .max(80)
  .refine((value) => layoutOf(value) !== null, `must be ${contentLayoutPrefix} followed by a known layout`);

/** `PUT /api/admin/content/pages/{key}/{lang}/{audience}`: the draft to save (rows as the API serves them). */
export const contentDraftSchema = z.object({
  name: contentPageSchema.shape.name,
  title: contentPageSchema.shape.title,
  rows: z
    .array(
      contentRowSchema.extend({
        placements: z
          .array(
            contentPlacementSchema.extend({
              item: contentItemSchema.extend({ layoutVariant: knownLayoutVariantSchema }),
            }),
          )
          .max(12),
      }),
    )
    .max(100),
  /** Set for a page that only this sold-to sees (it wins over the general page for them). */
  customerId: customerIdSchema.optional(),
});
export type ContentDraft = z.infer<typeof contentDraftSchema>;

export const contentAdminParamsSchema = z.object({
  key: contentPageKeySchema,
  lang: contentLanguageSchema,
  audience: z.enum(contentAudiences),
});

/** `POST .../publish?customerId=`: which variant to publish. */
export const contentPublishQuerySchema = contentCustomerQuerySchema;

/** One stored variant of a page, as the admin API lists it. */
export const contentPageSummarySchema = z.object({
  key: z.string(),
  language: z.string(),
  audience: z.enum(contentAudiences),
  customerId: z.string().nullable(),
  status: z.enum(contentStatuses),
  version: z.number().int().positive(),
  name: z.string(),
  title: z.string(),
  updatedAt: z.string().datetime({ offset: true }),
  updatedBy: z.string(),
});
export type ContentPageSummary = z.infer<typeof contentPageSummarySchema>;

/** A variant with its rows: the answer of saving a draft and of publishing. */
export const contentPageVariantSchema = contentPageSummarySchema.extend({ rows: z.array(contentRowSchema) });
export type ContentPageVariant = z.infer<typeof contentPageVariantSchema>;

/** `GET /api/admin/content/pages`: paginated on the server, filtered by any of key, language, audience, status. */
export const contentPageListQuerySchema = z.object({
  pageNumber: z.coerce.number().int().min(0).max(100_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  key: contentPageKeySchema.optional(),
  language: contentLanguageSchema.optional(),
  audience: z.enum(contentAudiences).optional(),
  status: z.enum(contentStatuses).optional(),
});
export const contentPageListSchema = z.object({
  items: z.array(contentPageSummarySchema),
  pageNumber: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type ContentPageList = z.infer<typeof contentPageListSchema>;
