import { getGenericPageEndpoint, type ContentPage, type LanguageId } from '@portal/contracts';
import { callEndpoint } from '@portal/portal-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * A generic page by its path (spec 7, `getGenericPage`); a failure is reported with the declared description
 * and ends in null, so the page shows an empty state.
 */
export async function getGenericPage(language: LanguageId, path: string): Promise<ContentPage | null> {
  try {
    return await callEndpoint(getGenericPageEndpoint, { params: { lang: language, '*': path } });
  } catch {
    return null;
  }
}

export function genericPageQueryOptions(language: LanguageId, path: string) {
  return queryOptions({ queryKey: ['cms', 'page', path, language], queryFn: () => getGenericPage(language, path) });
}

export function useGenericPage(language: LanguageId, path: string) {
  return useQuery(genericPageQueryOptions(language, path));
}
