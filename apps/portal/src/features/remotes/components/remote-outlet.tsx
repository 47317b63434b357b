import type { RemoteName } from '@portal/contracts';
import { reportError, type RemotePage } from '@portal/portal-kit';
import { Suspense, use } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import { loadRemoteModule } from '../load-remote-module.ts';
import { RemoteUnavailable } from './remote-unavailable.tsx';

export interface RemoteOutletProps {
  remote: RemoteName;
  mount: string;
}

// `use` needs the same promise on every render.
const pageLoads = new Map<string, Promise<RemotePage>>();

function loadRemotePage(remote: RemoteName, mount: string): Promise<RemotePage> {
  const key = `${remote}|${mount}`;
  let load = pageLoads.get(key);
  if (!load) {
    load = loadRemoteModule(remote).then((remoteModule) => {
      const page = remoteModule.pages.find((candidate) => candidate.mount === mount);
      if (!page) throw new Error(`Remote "${remote}" has no page for ${mount}`);
      return page;
    });
    pageLoads.set(key, load);
  }
  return load;
}

function RemotePageContent({ remote, mount }: RemoteOutletProps) {
  const { Component } = use(loadRemotePage(remote, mount));
  return <Component />;
}

/** Mounts a remote's page inside its own error boundary, so a remote that fails leaves the shell working. */
export function RemoteOutlet({ remote, mount }: RemoteOutletProps) {
  const { t } = useTranslation();
  return (
    <ErrorBoundary
      resetKeys={[remote, mount]}
      onError={(error) => reportError(`Remote "${remote}" failed to load`, error)}
      // The browser remembers a module that failed to load for the life of the page, so retrying means reloading it.
      fallbackRender={() => <RemoteUnavailable onRetry={() => window.location.reload()} />}
    >
      <Suspense fallback={<p role="status">{t('loading')}</p>}>
        <RemotePageContent remote={remote} mount={mount} />
      </Suspense>
    </ErrorBoundary>
  );
}
