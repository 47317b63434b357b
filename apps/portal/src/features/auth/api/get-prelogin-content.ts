import { contentPageSchema, type ContentPage, type LanguageId } from '@portal/contracts';
import { apiRequest, reportError } from '@portal/portal-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Spec 7: `GET /pub/api/v1/cms/contents-prelogin/{lang}`, public. */
export function getPreloginContentPath(language: LanguageId): string {
  return `/pub/api/v1/cms/contents-prelogin/${language}`;
}
export const getPreloginContentErrorDescription = 'Error getting CMS prelogin content';

/** The content shown beside the sign-in. Spec 8: a failure is reported and swallowed (null: nothing shown). */
export async function getPreloginContent(language: LanguageId): Promise<ContentPage | null> {
  try {
    return contentPageSchema.parse(await apiRequest<unknown>(getPreloginContentPath(language)));
  } catch (error) {
    reportError(getPreloginContentErrorDescription, error);
    return null;
  }
}

export function preloginContentQueryOptions(language: LanguageId) {
  return queryOptions({
    queryKey: ['cms', 'prelogin', language],
    queryFn: () => getPreloginContent(language),
    staleTime: 5 * 60_000,
  });
}

export function usePreloginContent(language: LanguageId) {
  return useQuery(preloginContentQueryOptions(language));
}
