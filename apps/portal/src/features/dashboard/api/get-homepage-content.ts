import {
  getHomepageContentEndpoint,
  getInternalHomepageContentEndpoint,
  type ContentAudience,
  type ContentPage,
  type LanguageId,
} from '@portal/contracts';
import { callEndpoint } from '@portal/portal-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Spec 7: the customers' homepage content, or the internal users' one. */
export function homepageContentEndpoint(audience: ContentAudience = 'customer') {
  return audience === 'internal-user' ? getInternalHomepageContentEndpoint : getHomepageContentEndpoint;
}

export interface HomepageContentRequest {
  language: LanguageId;
  /** The selected sold-to: the page may be made for it. */
  customerId?: string;
  audience?: ContentAudience;
}

/**
 * The dashboard's content in a language. Spec 8: a failure is reported (with the declared description) and
 * swallowed: the answer is then null and the dashboard says the content is not available, the rest of the
 * portal unaffected.
 */
export async function getHomepageContent({
  language,
  customerId,
  audience,
}: HomepageContentRequest): Promise<ContentPage | null> {
  try {
    return await callEndpoint(homepageContentEndpoint(audience), { params: { lang: language }, query: { customerId } });
  } catch {
    return null;
  }
}

/** Keyed by language and sold-to: a language change or another account asks again. */
export function homepageContentQueryOptions(request: HomepageContentRequest) {
  const { language, customerId = null, audience = 'customer' } = request;
  return queryOptions({
    queryKey: ['cms', 'homepage', audience, language, customerId],
    queryFn: () => getHomepageContent(request),
  });
}

export function useHomepageContent(request: HomepageContentRequest) {
  return useQuery(homepageContentQueryOptions(request));
}
