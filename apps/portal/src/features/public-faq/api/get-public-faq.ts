import { getPublicFaqContentEndpoint, type LanguageId } from '@portal/contracts';
import { ApiRequestError, callEndpoint } from '@portal/portal-kit';
import { useQuery } from '@tanstack/react-query';

const missing = (error: unknown) => error instanceof ApiRequestError && error.status === 404;

/** The public FAQ page in the pre-login language (no page in that language: none, not a failure). */
export function usePublicFaq(lang: LanguageId) {
  return useQuery({
    queryKey: ['public-faq', lang],
    queryFn: async ({ signal }) => {
      try {
        return await callEndpoint(getPublicFaqContentEndpoint, { params: { lang } }, { signal, expected: missing });
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    staleTime: 5 * 60 * 1000,
  });
}
