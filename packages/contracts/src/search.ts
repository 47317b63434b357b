import { z } from 'zod';
import { customerIdSchema } from './accounts.ts';
import { languageIdSchema } from './language-schema.ts';
import { customerMatchKinds } from './on-behalf.ts';

/**
 * Search everywhere (issue 33): one query across the areas the caller may open, for the shell's search dialog
 * (Ctrl+K). Numbers match exactly or by their beginning; ticket subjects and help answers by trigram similarity,
 * so a typo still finds them; help answers and content pages in the page's language.
 */

/** The kinds of hit, in the order the dialog groups them. */
export const searchHitKinds = ['order', 'document', 'ticket', 'help', 'page', 'customer'] as const;
export type SearchHitKind = (typeof searchHitKinds)[number];

/** At most this many hits of one kind. */
export const searchHitsPerKind = 5;
/** A query is at most this long (a PO number, a style, a few words). */
export const searchQueryMaxLength = 80;
/** Recent searches kept per user (the newest ones). */
export const recentSearchLimit = 10;

const queryText = z
  .string({ message: 'is required' })
  .trim()
  .min(1, 'must not be empty')
  .max(searchQueryMaxLength, `must be at most ${searchQueryMaxLength} characters`);

export const searchQuerySchema = z.object({
  /** An order, PO, document or ticket number (or its beginning), a style, or words of a subject or answer. */
  q: queryText,
  /**
   * The sold-to to search in: one of the caller's own, or for staff the customer of their on-behalf session.
   * Without it, an external user's every sold-to, staff's on-behalf customer, or (outside the mode) customers.
   */
  customer: customerIdSchema.optional(),
  /** The page's language for help answers and content pages; default the caller's saved language. */
  lang: languageIdSchema.optional(),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const searchHitSchema = z.object({
  kind: z.enum(searchHitKinds),
  /** What the hit is called: a number, a subject, a question, a page title, a customer's name. */
  title: z.string(),
  /** Facts that tell hits apart (a PO number and date, an amount, a topic, a city), language-neutral. */
  context: z.string(),
  /** The portal page of the hit (from `paths`). */
  // A pattern, not zod's startsWith: that one becomes the format `starts_with`, which OpenAPI does not know.
  href: z.string().regex(/^\//, 'must start with /'),
  /**
   * A customer hit's match (issue 34, the customer search's `matchedBy`: a ship-to, a contact, a portal user's
   * e-mail, ...), which the dialog names in the reader's language before `context`; absent for other kinds.
   */
  matchedBy: z.object({ kind: z.enum(customerMatchKinds), text: z.string() }).optional(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

/** Hits grouped by kind in `searchHitKinds` order, best first within a kind. */
export const searchResultSchema = z.object({ items: z.array(searchHitSchema) });
export type SearchResult = z.infer<typeof searchResultSchema>;

export const recentSearchSchema = z.object({ q: z.string(), searchedAt: z.string() });
export type RecentSearch = z.infer<typeof recentSearchSchema>;

/** The user's recent searches, newest first. */
export const recentSearchesSchema = z.object({ items: z.array(recentSearchSchema) });
export type RecentSearches = z.infer<typeof recentSearchesSchema>;

/** A search to remember (a hit of it was opened), or to forget. */
export const recentSearchBodySchema = z.object({ q: queryText });
export type RecentSearchBody = z.infer<typeof recentSearchBodySchema>;
