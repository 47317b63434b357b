import { isLanguageId, labelLocaleOf } from '@portal/contracts';
import { ApiRequestError } from '@portal/portal-kit';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n } from '../lib/i18n.ts';

/** One retry for network and server failures; a 4xx answer will not change by asking again. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiRequestError && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: shouldRetry } } });
}

/** react-aria's own texts (hidden dismiss buttons, date parts) and formatting follow the portal's language. */
function AriaLocale({ children }: { children: ReactNode }) {
  const { i18n: current } = useTranslation();
  const language = current.resolvedLanguage;
  return <I18nProvider locale={isLanguageId(language) ? labelLocaleOf(language) : undefined}>{children}</I18nProvider>;
}

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <I18nextProvider i18n={i18n}>
      <AriaLocale>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AriaLocale>
    </I18nextProvider>
  );
}
