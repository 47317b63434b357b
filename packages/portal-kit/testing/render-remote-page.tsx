import type { LanguageId, PermissionsRecord, SoldTo } from '@portal/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
// The helper plays the host, whose router the pages are given.
import { createMemoryRouter, RouterProvider } from 'react-router';
import { storePermissions, storeSelectedSoldTo, storeSoldTos } from '../src/host.ts';
import { remotePages, type RemoteModule } from '../src/remote-module.ts';
import { testPermissions, testSoldTo } from './fixtures.ts';
import { createTestI18n } from './i18n.ts';

export interface RemotePageOptions {
  /** The privileges of the signed-in user on the sold-to (all of a customer's by default). */
  enabled?: readonly string[];
  /** The whole permissions record, when a test needs more than the privileges; `null` stores none. */
  permissions?: PermissionsRecord | null;
  /** The working sold-to; `null` when no sold-to is chosen yet. */
  soldTo?: SoldTo | null;
  /** The user's sold-to list (the account selector's choices); none stored by default. */
  soldTos?: readonly SoldTo[];
  language?: LanguageId;
}

/**
 * One page of a remote as the host shows it: the user's permissions and working sold-to stored, the remote's
 * texts in `language`, a QueryClient of its own without retries (so an error shows at once) and every page of the
 * remote on a memory router at `path`. Returns the router (to read where the page led) and the QueryClient.
 */
export async function renderRemotePage(remoteModule: RemoteModule, path: string, options: RemotePageOptions = {}) {
  const permissions = options.permissions === undefined ? testPermissions(options.enabled) : options.permissions;
  if (permissions) storePermissions(permissions);
  const soldTo = options.soldTo === undefined ? testSoldTo : options.soldTo;
  if (options.soldTos) storeSoldTos(options.soldTos);
  if (soldTo) storeSelectedSoldTo(soldTo);
  const i18n = await createTestI18n(options.language ?? 'en', remoteModule.namespace);
  const router = createMemoryRouter(remotePages(remoteModule), { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { router, queryClient, view };
}
