import { getFaqContentEndpoint, type LanguageId } from '@portal/contracts';
import { callEndpoint } from '@portal/portal-kit';
import { useQuery } from '@tanstack/react-query';
import { contentStaleTime, missing, orNull } from './content-page.ts';

export function useFaqContent(lang: LanguageId) {
  return useQuery({
    queryKey: ['faqs-tickets', 'content', 'faq', lang],
    queryFn: ({ signal }) =>
      orNull(() => callEndpoint(getFaqContentEndpoint, { params: { lang } }, { signal, expected: missing })),
    staleTime: contentStaleTime,
  });
}
