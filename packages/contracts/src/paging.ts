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
