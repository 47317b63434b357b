import { publicTermsSchema, type PublicTerms } from '@portal/contracts';
import { apiRequest, reportError } from '@portal/portal-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const getPublicTermsPath = '/pub/api/v1/cms/terms_and_conditions';
export const getPublicTermsErrorDescription = 'Error getting CMS pub terms and conditions';

/** `GET /pub/api/v1/cms/terms_and_conditions?token=`: the document the token's customer is asked to accept. */
export async function getPublicTerms(token: string): Promise<PublicTerms> {
  try {
    return publicTermsSchema.parse(await apiRequest(getPublicTermsPath, { query: { token } }));
  } catch (error) {
    reportError(getPublicTermsErrorDescription, error);
    throw error;
  }
}

export function publicTermsQueryOptions(token: string) {
  return queryOptions({ queryKey: ['public-terms', token], queryFn: () => getPublicTerms(token) });
}

export function usePublicTerms(token: string) {
  return useQuery(publicTermsQueryOptions(token));
}
