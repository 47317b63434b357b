import { contentPageSchema, type ContentPage, type LanguageId } from '@portal/contracts';
import { apiRequest, reportError } from '@portal/portal-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Spec 7: `GET /priv/api/v1/cms/{lang}/{path}`, a generic content page. */
export function getGenericPagePath(language: LanguageId, path: string): string {
  return `/priv/api/v1/cms/${language}/${path.split('/').map(encodeURIComponent).join('/')}`;
}
export const getGenericPageErrorDescription = 'Error getting CMS generic page';

/** A generic page; a failure is reported and ends in null, so the page shows an empty state. */
export async function getGenericPage(language: LanguageId, path: string): Promise<ContentPage | null> {
  try {
    return contentPageSchema.parse(await apiRequest<unknown>(getGenericPagePath(language, path)));
  } catch (error) {
    reportError(getGenericPageErrorDescription, error);
    return null;
  }
}

export function genericPageQueryOptions(language: LanguageId, path: string) {
  return queryOptions({ queryKey: ['cms', 'page', path, language], queryFn: () => getGenericPage(language, path) });
}

export function useGenericPage(language: LanguageId, path: string) {
  return useQuery(genericPageQueryOptions(language, path));
}
