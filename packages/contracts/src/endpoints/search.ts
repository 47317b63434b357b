import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { recentSearchBodySchema, recentSearchesSchema, searchQuerySchema, searchResultSchema } from '../search.ts';

/**
 * Search everywhere (issue 33): the shell's search dialog. No section of its own: each area's hits come only when
 * the caller may open that area for the sold-to searched, and only from the sold-to(s) the caller may read.
 */

const tag = 'search';

export const searchEverywhereEndpoint = defineEndpoint({
  id: 'searchEverywhere',
  method: 'GET',
  path: '/priv/api/v1/search',
  access: 'portal',
  tag,
  summary: 'Orders, documents, tickets, help answers, content pages and (staff) customers matching q',
  description:
    'Orders by order number, PO number or style; documents by number; tickets by number or subject (typos ' +
    'allowed); help answers and content pages by words in `lang`; for staff outside an on-behalf session, ' +
    'customers. Only the areas the caller may open for the sold-to searched; a sold-to the caller may not read ' +
    'answers 403 naming it. At most five hits of each kind, grouped by kind, best first.',
  query: searchQuerySchema,
  response: searchResultSchema,
  errorDescription: 'Error searching for {q}',
});

export const getRecentSearchesEndpoint = defineEndpoint({
  id: 'getRecentSearches',
  method: 'GET',
  path: '/priv/api/v1/search/recent',
  access: 'portal',
  tag,
  summary: "The user's last ten searches, newest first",
  response: recentSearchesSchema,
  errorDescription: 'Error getting the recent searches',
});

export const addRecentSearchEndpoint = defineEndpoint({
  id: 'addRecentSearch',
  method: 'POST',
  path: '/priv/api/v1/search/recent',
  access: 'portal',
  tag,
  summary: 'Remembers a search (a hit of it was opened); the oldest beyond ten are forgotten',
  body: recentSearchBodySchema,
  response: z.null().describe('Done'),
  status: 204,
  errorDescription: 'Error remembering the search {q}',
});

export const removeRecentSearchEndpoint = defineEndpoint({
  id: 'removeRecentSearch',
  method: 'DELETE',
  path: '/priv/api/v1/search/recent',
  access: 'portal',
  tag,
  summary: 'Forgets one recent search (`q` as it was remembered)',
  query: recentSearchBodySchema,
  response: z.null().describe('Done'),
  status: 204,
  errorDescription: 'Error removing the recent search {q}',
});
