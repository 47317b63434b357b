import { describeRemotePages } from '@portal/portal-kit/testing/remote-pages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import remoteModule from '../src/module.ts';

/** The remote's pages run on the host's QueryClient; here each page gets one of its own (no retries). */
const withQueryClient = {
  ...remoteModule,
  mounts: remoteModule.mounts.map((mount) => ({
    ...mount,
    routes: mount.routes.map(({ Component, ...route }) => ({
      ...route,
      Component: function WithQueryClient() {
        const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
        return (
          <QueryClientProvider client={client}>
            <Component />
          </QueryClientProvider>
        );
      },
    })),
  })),
};

describeRemotePages(withQueryClient);
