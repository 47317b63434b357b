import { contentPageSchema, type ContentPage, type LanguageId } from '@portal/contracts';
import { apiRequest, reportError } from '@portal/portal-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Spec 7: `GET /priv/api/v1/cms/brandpage/{lang}/{brand}?customerId=`. */
export function getBrandPagePath(language: LanguageId, brandId: string): string {
  return `/priv/api/v1/cms/brandpage/${language}/${encodeURIComponent(brandId)}`;
}
export const getBrandPageErrorDescription = 'Error getting CMS brand page content';

export interface BrandPageRequest {
  language: LanguageId;
  brandId: string;
  customerId?: string;
}

/** A brand's page. Spec 8: a failure is reported and swallowed (null: the page says it is not available). */
export async function getBrandPage({ language, brandId, customerId }: BrandPageRequest): Promise<ContentPage | null> {
  try {
    const body = await apiRequest<unknown>(getBrandPagePath(language, brandId), { query: { customerId } });
    return contentPageSchema.parse(body);
  } catch (error) {
    reportError(getBrandPageErrorDescription, error);
    return null;
  }
}

export function brandPageQueryOptions(request: BrandPageRequest) {
  const { language, brandId, customerId = null } = request;
  return queryOptions({
    queryKey: ['cms', 'brand-page', brandId, language, customerId],
    queryFn: () => getBrandPage(request),
  });
}

export function useBrandPage(request: BrandPageRequest, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...brandPageQueryOptions(request), enabled });
}
