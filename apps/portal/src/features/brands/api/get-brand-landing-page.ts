import { contentPageSchema, type ContentPage, type LanguageId } from '@portal/contracts';
import { apiRequest, reportError } from '@portal/portal-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Spec 7: `GET /priv/api/v1/cms/brand-landing-page/{lang}/{brand}`. */
export function getBrandLandingPagePath(language: LanguageId, brandId: string): string {
  return `/priv/api/v1/cms/brand-landing-page/${language}/${encodeURIComponent(brandId)}`;
}
export const getBrandLandingPageErrorDescription = 'Error getting CMS landing page content';

/** The brand landing hub's brand: The North Face (spec 2.1, /tnf-gtm-hub). */
export const landingHubBrandId = '40';

/** A brand's landing page. Spec 8: a failure is reported and swallowed (null). */
export async function getBrandLandingPage(language: LanguageId, brandId: string): Promise<ContentPage | null> {
  try {
    return contentPageSchema.parse(await apiRequest<unknown>(getBrandLandingPagePath(language, brandId)));
  } catch (error) {
    reportError(getBrandLandingPageErrorDescription, error);
    return null;
  }
}

export function brandLandingPageQueryOptions(language: LanguageId, brandId: string) {
  return queryOptions({
    queryKey: ['cms', 'brand-landing-page', brandId, language],
    queryFn: () => getBrandLandingPage(language, brandId),
  });
}

export function useBrandLandingPage(language: LanguageId, brandId: string) {
  return useQuery(brandLandingPageQueryOptions(language, brandId));
}
