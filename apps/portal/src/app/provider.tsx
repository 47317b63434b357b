import { isLanguageId, labelLocaleOf } from '@portal/contracts';
import { ApiRequestError, getPortalState, subscribe } from '@portal/portal-kit';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { storeLoadedPermissions } from '../features/permissions/api/get-permissions.ts';
import { i18n } from '../lib/i18n.ts';

/** One retry for network and server failures; a 4xx answer will not change by asking again. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiRequestError && error.status < 500) return false;
  return failureCount < 1;
}

/** The host's QueryClient (the remotes' too), which keeps the portal state's permissions from its permissions query. */
export function createQueryClient(): QueryClient {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: shouldRetry } } });
  storeLoadedPermissions(queryClient);
  return queryClient;
}

/**
 * Every query (the host's and, through the shared TanStack Query, every remote's) belongs to the sold-to it
 * was asked for: when the user switches to another one, all of them are refetched. Returns the unsubscribe.
 */
export function invalidateOnSoldToChange(queryClient: QueryClient): () => void {
  let current = getPortalState().selectedSoldTo?.customerId ?? null;
  return subscribe('selectedSoldTo', (soldTo) => {
    const next = soldTo?.customerId ?? null;
    const switched = next !== null && next !== current;
    current = next;
    // No selection (signing out, or before a choice) leaves nothing to refetch: asking again without a session
    // would only meet 401s, whose logout event would race the sign-out's own redirect.
    if (switched) void queryClient.invalidateQueries();
  });
}

/** react-aria's own texts (hidden dismiss buttons, date parts) and formatting follow the portal's language. */
function AriaLocale({ children }: { children: ReactNode }) {
  const { i18n: current } = useTranslation();
  const language = current.resolvedLanguage;
  return <I18nProvider locale={isLanguageId(language) ? labelLocaleOf(language) : undefined}>{children}</I18nProvider>;
}

/** `queryClient`: the start-up's, when it already asked for the first page's data (main.tsx). */
export function AppProvider({ children, queryClient: given }: { children: ReactNode; queryClient?: QueryClient }) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  useEffect(() => invalidateOnSoldToChange(queryClient), [queryClient]);
  return (
    <I18nextProvider i18n={i18n}>
      <AriaLocale>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AriaLocale>
    </I18nextProvider>
  );
}
