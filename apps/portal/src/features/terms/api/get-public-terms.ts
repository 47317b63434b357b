import { getPublicTermsEndpoint, type PublicTerms } from '@portal/contracts';
import { callEndpoint, isNotFound } from '@portal/portal-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** `GET /pub/api/v1/cms/terms_and_conditions?token=`: the document the token's customer is asked to accept. */
export function getPublicTerms(token: string): Promise<PublicTerms> {
  // An unknown link is an answer the page shows, not a failure.
  return callEndpoint(getPublicTermsEndpoint, { query: { token } }, { expected: isNotFound });
}

export function publicTermsQueryOptions(token: string) {
  return queryOptions({ queryKey: ['public-terms', token], queryFn: () => getPublicTerms(token) });
}

export function usePublicTerms(token: string) {
  return useQuery(publicTermsQueryOptions(token));
}
