import { getHelpContentEndpoint, type LanguageId } from '@portal/contracts';
import { callEndpoint } from '@portal/portal-kit';
import { useQuery } from '@tanstack/react-query';
import { contentStaleTime, missing, orNull } from './content-page.ts';

export function useHelpContent(lang: LanguageId) {
  return useQuery({
    queryKey: ['faqs-tickets', 'content', 'help', lang],
    queryFn: ({ signal }) =>
      orNull(() => callEndpoint(getHelpContentEndpoint, { params: { lang } }, { signal, expected: missing })),
    staleTime: contentStaleTime,
  });
}
