import { getBrandLandingPageEndpoint, type ContentPage, type LanguageId } from '@portal/contracts';
import { callEndpoint } from '@portal/portal-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The brand landing hub's brand: The North Face (spec 2.1, /tnf-gtm-hub). */
export const landingHubBrandId = '40';

/**
 * A brand's landing page (spec 7, `getBrandLandingPage`). Spec 8: a failure is reported with the declared
 * description and swallowed (null).
 */
export async function getBrandLandingPage(language: LanguageId, brandId: string): Promise<ContentPage | null> {
  try {
    return await callEndpoint(getBrandLandingPageEndpoint, { params: { lang: language, brand: brandId }, query: {} });
  } catch {
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
