import {
  getContentByIdEndpoint,
  getInternalContentByIdEndpoint,
  type ContentAudience,
  type ContentPage,
  type LanguageId,
} from '@portal/contracts';
import { callEndpoint } from '@portal/portal-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';

export interface ContentItemRequest {
  id: string;
  language: LanguageId;
  /** The selected sold-to: the item may be made for it. */
  customerId?: string;
  audience: ContentAudience;
}

/**
 * One item of the content service by id (spec 7, `/priv/api/v1/cms/content/{id}[/internal-user]`). Spec 8: a
 * failure is reported as 'Error getting CMS content - {id}' (the declaration's description) and rethrown, so
 * the page can tell a missing item from one that could not be loaded.
 */
export function getContentItem({ id, language, customerId, audience }: ContentItemRequest): Promise<ContentPage> {
  const endpoint = audience === 'internal-user' ? getInternalContentByIdEndpoint : getContentByIdEndpoint;
  return callEndpoint(endpoint, { params: { id }, query: { customerId, lang: language } });
}

export function contentItemQueryOptions(request: ContentItemRequest) {
  const { id, language, customerId = null, audience } = request;
  return queryOptions({
    queryKey: ['cms', 'content', audience, id, language, customerId],
    queryFn: () => getContentItem(request),
  });
}

export function useContentItem(request: ContentItemRequest) {
  return useQuery(contentItemQueryOptions(request));
}
