import { isLanguageId } from '@portal/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { LabelsUnavailable } from '../components/labels-unavailable.tsx';
import { i18n } from '../lib/i18n.ts';
import { loadLabels, useLabelStatus } from '../lib/labels.ts';
import { preLoginLanguage } from '../lib/language.ts';
import { AppProvider } from './provider.tsx';
import { createRouter, type RouterOptions } from './router.tsx';

export interface AppProps extends RouterOptions {
  /** The query client, when the start-up made it to ask for the first page's data early. */
  queryClient?: QueryClient;
  /**
   * The router, when the start-up made it while the labels were still on their way: its first navigation (the
   * page's code) then runs beside the network instead of in the first render.
   */
  router?: ReturnType<typeof createRouter>;
}

export function App({ queryClient, router: startedRouter, ...options }: AppProps) {
  const [router] = useState(() => startedRouter ?? createRouter(options));
  const labels = useLabelStatus();
  // Without any texts there is nothing to show but the way to try again; a failed switch later keeps the
  // language already on screen and the shell says so.
  if (!isLanguageId(i18n.resolvedLanguage) && !labels.loading) {
    return <LabelsUnavailable onRetry={() => void loadLabels(preLoginLanguage())} />;
  }
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
