import { getPublicTermsEndpoint, type PublicTerms } from '@portal/contracts';
import { callEndpoint } from '@portal/portal-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** `GET /pub/api/v1/cms/terms_and_conditions?token=`: the document the token's customer is asked to accept. */
export function getPublicTerms(token: string): Promise<PublicTerms> {
  return callEndpoint(getPublicTermsEndpoint, { query: { token } });
}

export function publicTermsQueryOptions(token: string) {
  return queryOptions({ queryKey: ['public-terms', token], queryFn: () => getPublicTerms(token) });
}

export function usePublicTerms(token: string) {
  return useQuery(publicTermsQueryOptions(token));
}
