import { getBrandContentsEndpoint, getBrandPageEndpoint, type ContentPage, type LanguageId } from '@portal/contracts';
import { callEndpoint } from '@portal/portal-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';

export interface BrandPageRequest {
  language: LanguageId;
  brandId: string;
  customerId?: string;
}

/** The brand's page (header and cards), or the contents of its shop (collections, documents, news). */
export type BrandContentKind = 'page' | 'contents';

const endpoints = { page: getBrandPageEndpoint, contents: getBrandContentsEndpoint } as const;

/**
 * A brand's page or shop contents (spec 7, `getBrandPage` / brand contents). Spec 8: a failure is reported with
 * the declared description and swallowed (null: the page says it is not available).
 */
export async function getBrandContent(
  kind: BrandContentKind,
  { language, brandId, customerId }: BrandPageRequest,
): Promise<ContentPage | null> {
  try {
    return await callEndpoint(endpoints[kind], { params: { lang: language, brand: brandId }, query: { customerId } });
  } catch {
    return null;
  }
}

export function brandContentQueryOptions(kind: BrandContentKind, request: BrandPageRequest) {
  const { language, brandId, customerId = null } = request;
  return queryOptions({
    queryKey: ['cms', `brand-${kind}`, brandId, language, customerId],
    queryFn: () => getBrandContent(kind, request),
  });
}

export function useBrandPage(request: BrandPageRequest, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...brandContentQueryOptions('page', request), enabled });
}

export function useBrandContents(request: BrandPageRequest, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...brandContentQueryOptions('contents', request), enabled });
}
