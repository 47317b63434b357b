import { getTechnicalDocumentsContentEndpoint, type LanguageId } from '@portal/contracts';
import { callEndpoint } from '@portal/portal-kit';
import { useQuery } from '@tanstack/react-query';
import { contentStaleTime, missing, orNull } from './content-page.ts';

export function useTechnicalDocuments(lang: LanguageId) {
  return useQuery({
    queryKey: ['faqs-tickets', 'content', 'technical-doc', lang],
    queryFn: ({ signal }) =>
      orNull(() =>
        callEndpoint(getTechnicalDocumentsContentEndpoint, { params: { lang } }, { signal, expected: missing }),
      ),
    staleTime: contentStaleTime,
  });
}
