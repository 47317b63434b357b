import type { RemoteName } from '@portal/contracts';
import { registerAreaLabels } from '@portal/portal-kit';
import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../lib/i18n.ts';
import { loadRemoteModule } from '../load-remote-module.ts';
import { RemoteUnavailable } from './remote-unavailable.tsx';

type LazyPage = LazyExoticComponent<ComponentType>;

// React.lazy caches its outcome, failures included: a retry needs a fresh lazy component, hence the attempt in the key.
const lazyPages = new Map<string, LazyPage>();

function lazyRemotePage(remote: RemoteName, mount: string, attempt: number): LazyPage {
  const key = `${remote}|${mount}|${attempt}`;
  let page = lazyPages.get(key);
  if (!page) {
    page = lazy(async () => {
      const remoteModule = await loadRemoteModule(remote);
      registerAreaLabels(i18n, remoteModule.namespace, remoteModule.labels);
      const contributed = remoteModule.pages.find((candidate) => candidate.mount === mount);
      if (!contributed) throw new Error(`Remote "${remote}" has no page for ${mount}`);
      return { default: contributed.Component };
    });
    lazyPages.set(key, page);
  }
  return page;
}

export interface RemoteOutletProps {
  remote: RemoteName;
  mount: string;
}

/** Mounts a remote's page inside its own error boundary, so a remote that fails leaves the shell working. */
export function RemoteOutlet({ remote, mount }: RemoteOutletProps) {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const Page = lazyRemotePage(remote, mount, attempt);
  return (
    <ErrorBoundary
      resetKeys={[remote, mount, attempt]}
      onError={(error) => console.error(`Remote "${remote}" failed to load`, error)}
      fallbackRender={() => <RemoteUnavailable onRetry={() => setAttempt((value) => value + 1)} />}
    >
      <Suspense fallback={<p role="status">{t('loading')}</p>}>
        <Page />
      </Suspense>
    </ErrorBoundary>
  );
}
