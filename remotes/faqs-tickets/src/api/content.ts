import {
  getFaqContentEndpoint,
  getHelpContentEndpoint,
  getTechnicalDocumentsContentEndpoint,
  getUserGuideContentEndpoint,
  type ContentPage,
  type LanguageId,
} from '@portal/contracts';
import { ApiRequestError, callEndpoint } from '@portal/portal-kit';
import { useQuery } from '@tanstack/react-query';

/** A page the content service does not have (404) is no page, not a failure. */
const missing = (error: unknown) => error instanceof ApiRequestError && error.status === 404;

async function orNull(call: () => Promise<ContentPage>): Promise<ContentPage | null> {
  try {
    return await call();
  } catch (error) {
    if (missing(error)) return null;
    throw error;
  }
}

const staleTime = 5 * 60 * 1000;

export function useHelpContent(lang: LanguageId) {
  return useQuery({
    queryKey: ['faqs-tickets', 'content', 'help', lang],
    queryFn: ({ signal }) =>
      orNull(() => callEndpoint(getHelpContentEndpoint, { params: { lang } }, { signal, expected: missing })),
    staleTime,
  });
}

export function useFaqContent(lang: LanguageId) {
  return useQuery({
    queryKey: ['faqs-tickets', 'content', 'faq', lang],
    queryFn: ({ signal }) =>
      orNull(() => callEndpoint(getFaqContentEndpoint, { params: { lang } }, { signal, expected: missing })),
    staleTime,
  });
}

/** The user guide's chapters (spec 7, `userguide/{segment}`). */
export const userGuideSegments = ['getting-started', 'orders', 'documents'] as const;

export function useUserGuide(segment: string, lang: LanguageId) {
  return useQuery({
    queryKey: ['faqs-tickets', 'content', 'userguide', segment, lang],
    queryFn: ({ signal }) =>
      orNull(() =>
        callEndpoint(
          getUserGuideContentEndpoint,
          { params: { segment }, query: { lang } },
          { signal, expected: missing },
        ),
      ),
    staleTime,
  });
}

export function useTechnicalDocuments(lang: LanguageId) {
  return useQuery({
    queryKey: ['faqs-tickets', 'content', 'technical-doc', lang],
    queryFn: ({ signal }) =>
      orNull(() =>
        callEndpoint(getTechnicalDocumentsContentEndpoint, { params: { lang } }, { signal, expected: missing }),
      ),
    staleTime,
  });
}
