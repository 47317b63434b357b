import { z } from 'zod';

/** The paging parameters of list calls (spec 7's pageNumber from 0 and pageSize), with their limits. */
export const pageQueryFields = {
  pageNumber: z.coerce.number().int().min(0, 'must be 0 or more').max(1000, 'must be at most 1000').default(0),
  pageSize: z.coerce.number().int().min(1, 'must be at least 1').max(100, 'must be at most 100').default(20),
};

/** A page of a list call's answer: the items and where they sit in the whole list. */
export function pageOf<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    pageNumber: z.number().int(),
    pageSize: z.number().int(),
    totalElements: z.number().int(),
  });
}

/**
 * Keyset paging (ADR 075): a list's `after` cursor is the sort key of the last row of the page before, as JSON in
 * base64url. It carries only sort values, never a sold-to or a filter: the request's own `customer` and filters still
 * decide what is read, so a cursor made for one sold-to cannot open another. Opaque to the browser, which passes on
 * the `nextCursor` of the page it shows.
 */
export function encodeCursor(values: readonly string[]): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(JSON.stringify(values))) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Whether `text` has the shape of a cursor (base64url, at most 400 characters): an address's `after` is kept only then. */
export const isCursorText = (text: string) => /^[A-Za-z0-9_-]{1,400}$/.test(text);

/** The values of a cursor `encodeCursor` made, or undefined for anything else. */
function decodeCursor(cursor: string): unknown {
  if (!isCursorText(cursor)) return undefined;
  try {
    const binary = atob(cursor.replace(/-/g, '+').replace(/_/g, '/'));
    return JSON.parse(
      new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0))),
    );
  } catch {
    return undefined;
  }
}

/**
 * The `after` field of a list query: a cursor whose values `key` accepts (the list's sort columns, in order), turned
 * into `key`'s output; anything else is a 400 naming the field.
 */
export function cursorField<Key extends z.ZodType>(key: Key) {
  return z
    .string()
    .max(400, 'must be at most 400 characters')
    .transform((cursor, context): z.output<Key> => {
      const parsed = key.safeParse(decodeCursor(cursor));
      if (!parsed.success) {
        context.addIssue({ code: 'custom', message: "must be the nextCursor of this list's page before" });
        return z.NEVER;
      }
      return parsed.data as z.output<Key>;
    })
    .optional();
}

/** What a page answers besides its items: the cursor of the page after it (null on the last page). */
export const nextCursorField = {
  /**
   * Pass it as `after` (with the next `pageNumber`) to read the next page from where this one ends, which costs what
   * the first page costs; null on the last page. A source that does not page by cursor leaves it out.
   */
  nextCursor: z.string().nullable().optional(),
};
