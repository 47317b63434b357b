import type { RemoteName } from '@portal/contracts';
import { registerAreaLabels, type RemotePage } from '@portal/portal-kit';
import { Suspense, use, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../lib/i18n.ts';
import { loadRemoteModule } from '../load-remote-module.ts';
import { RemoteUnavailable } from './remote-unavailable.tsx';

// `use` needs the same promise on every render; a failed load stays failed, so a retry asks under a new attempt key.
const pageLoads = new Map<string, Promise<RemotePage>>();

function loadRemotePage(remote: RemoteName, mount: string, attempt: number): Promise<RemotePage> {
  const key = `${remote}|${mount}|${attempt}`;
  let load = pageLoads.get(key);
  if (!load) {
    load = loadRemoteModule(remote).then((remoteModule) => {
      registerAreaLabels(i18n, remoteModule.namespace, remoteModule.labels);
      const page = remoteModule.pages.find((candidate) => candidate.mount === mount);
      if (!page) throw new Error(`Remote "${remote}" has no page for ${mount}`);
      return page;
    });
    pageLoads.set(key, load);
  }
  return load;
}

interface RemotePageProps {
  remote: RemoteName;
  mount: string;
  attempt: number;
}

function RemotePageContent({ remote, mount, attempt }: RemotePageProps) {
  const { Component } = use(loadRemotePage(remote, mount, attempt));
  return <Component />;
}

export interface RemoteOutletProps {
  remote: RemoteName;
  mount: string;
}

/** Mounts a remote's page inside its own error boundary, so a remote that fails leaves the shell working. */
export function RemoteOutlet({ remote, mount }: RemoteOutletProps) {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  return (
    <ErrorBoundary
      resetKeys={[remote, mount, attempt]}
      onError={(error) => console.error(`Remote "${remote}" failed to load`, error)}
      fallbackRender={() => <RemoteUnavailable onRetry={() => setAttempt((value) => value + 1)} />}
    >
      <Suspense fallback={<p role="status">{t('loading')}</p>}>
        <RemotePageContent remote={remote} mount={mount} attempt={attempt} />
      </Suspense>
    </ErrorBoundary>
  );
}
