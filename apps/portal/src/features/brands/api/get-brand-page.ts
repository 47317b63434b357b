import { getBrandPageEndpoint, type ContentPage, type LanguageId } from '@portal/contracts';
import { callEndpoint } from '@portal/portal-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';

export interface BrandPageRequest {
  language: LanguageId;
  brandId: string;
  customerId?: string;
}

/**
 * A brand's page (spec 7, `getBrandPage`). Spec 8: a failure is reported with the declared description and
 * swallowed (null: the page says it is not available).
 */
export async function getBrandPage({ language, brandId, customerId }: BrandPageRequest): Promise<ContentPage | null> {
  try {
    return await callEndpoint(getBrandPageEndpoint, {
      params: { lang: language, brand: brandId },
      query: { customerId },
    });
  } catch {
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
