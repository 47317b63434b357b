import { matchesPathPattern } from '@portal/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { remoteContractVersion, remotePages, type RemoteModule } from '../src/remote-module.ts';
import { createTestI18n, readLabelFile } from './i18n.ts';

/**
 * The test every remote runs on its module: it speaks the host's contract version, and in English and German
 * each page renders at its path and its main heading is a text of the remote's own label group (so the page
 * reads its texts from where the labels API serves them). A page that only leads to another section of the portal
 * (a redirect out of the remote) passes when it has left the remote's pages.
 */
function RestOfThePortal() {
  return null;
}

export function describeRemotePages(remoteModule: RemoteModule): void {
  it('speaks the contract version of the host', () => {
    expect(remoteModule.contractVersion).toBe(remoteContractVersion);
  });

  describe.each(['en', 'de'] as const)('pages in %s', (language) => {
    it.each(remotePages(remoteModule).map((page) => [page.path, page] as const))(
      '%s shows texts of its own label group',
      async (path) => {
        const i18n = await createTestI18n(language, remoteModule.namespace);
        // Every page of the remote at its full path, so a page that redirects lands on its target.
        // Any other address stands for the rest of the portal, where a page of the remote may lead.
        const router = createMemoryRouter([...remotePages(remoteModule), { path: '*', Component: RestOfThePortal }], {
          initialEntries: [path.replace(/:(\w+)/g, 'sample-$1')],
        });
        // The host's QueryClient stands in as one of the test's own, without retries.
        const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
        render(
          <QueryClientProvider client={queryClient}>
            <I18nextProvider i18n={i18n}>
              <RouterProvider router={router} />
            </I18nextProvider>
          </QueryClientProvider>,
        );
        const isOwnPage = (pathname: string) =>
          remotePages(remoteModule).some((page) => matchesPathPattern(page.path, pathname));
        const ownTexts = Object.values(readLabelFile(language)[remoteModule.namespace] ?? {});
        // The page shows its heading, or it has led out of the remote.
        await waitFor(() =>
          expect(
            !isOwnPage(router.state.location.pathname) || screen.queryByRole('heading', { level: 1 }) !== null,
          ).toBe(true),
        );
        if (!isOwnPage(router.state.location.pathname)) return;
        expect(ownTexts).toContain(screen.getByRole('heading', { level: 1 }).textContent);
      },
    );
  });
}
