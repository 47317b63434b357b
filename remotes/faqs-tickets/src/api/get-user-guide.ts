import { getUserGuideContentEndpoint, type LanguageId } from '@portal/contracts';
import { callEndpoint } from '@portal/portal-kit';
import { useQuery } from '@tanstack/react-query';
import { contentStaleTime, missing, orNull } from './content-page.ts';

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
    staleTime: contentStaleTime,
  });
}
