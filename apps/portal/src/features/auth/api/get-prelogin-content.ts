import { getPreloginContentEndpoint, type ContentPage, type LanguageId } from '@portal/contracts';
import { callEndpoint } from '@portal/portal-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * The content shown beside the sign-in (spec 7, `getPreloginContent`). Spec 8: a failure is reported with the
 * declared description and swallowed (null: nothing shown).
 */
export async function getPreloginContent(language: LanguageId): Promise<ContentPage | null> {
  try {
    return await callEndpoint(getPreloginContentEndpoint, { params: { lang: language } });
  } catch {
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
