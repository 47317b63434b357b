import { contentPageSchema, type ContentAudience, type ContentPage, type LanguageId } from '@portal/contracts';
import { apiRequest, reportError } from '@portal/portal-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Spec 7: `GET /priv/api/v1/cms/contents-homepage/{lang}[/internal-user]?customerId=`. */
export function getHomepageContentPath(language: LanguageId, audience: ContentAudience = 'customer'): string {
  const path = `/priv/api/v1/cms/contents-homepage/${language}`;
  return audience === 'internal-user' ? `${path}/internal-user` : path;
}
export const getHomepageContentErrorDescription = 'Error getting CMS data for the homepage';

export interface HomepageContentRequest {
  language: LanguageId;
  /** The selected sold-to: the page may be made for it. */
  customerId?: string;
  audience?: ContentAudience;
}

/**
 * The dashboard's content in a language. Spec 8: a failure is reported and swallowed: the answer is then
 * null and the dashboard says the content is not available, the rest of the portal unaffected.
 */
export async function getHomepageContent({
  language,
  customerId,
  audience,
}: HomepageContentRequest): Promise<ContentPage | null> {
  try {
    const body = await apiRequest<unknown>(getHomepageContentPath(language, audience), { query: { customerId } });
    return contentPageSchema.parse(body);
  } catch (error) {
    reportError(getHomepageContentErrorDescription, error);
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
