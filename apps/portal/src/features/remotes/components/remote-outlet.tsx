import type { RemoteName } from '@portal/contracts';
import { remoteContractVersion, reportError, type RemoteMount } from '@portal/portal-kit';
import { Suspense, use } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router';
import { loadRemoteModule } from '../load-remote-module.ts';
import { RemoteUnavailable } from './remote-unavailable.tsx';

export interface RemoteOutletProps {
  remote: RemoteName;
  mount: string;
}

// `use` needs the same promise on every render.
const mountLoads = new Map<string, Promise<RemoteMount>>();

function loadRemoteMount(remote: RemoteName, mount: string): Promise<RemoteMount> {
  const key = `${remote}|${mount}`;
  let load = mountLoads.get(key);
  if (!load) {
    load = loadRemoteModule(remote).then((remoteModule) => {
      if (remoteModule.contractVersion !== remoteContractVersion) {
        throw new Error(
          `Remote "${remote}" speaks contract v${remoteModule.contractVersion}, the host v${remoteContractVersion}`,
        );
      }
      const found = remoteModule.mounts.find((candidate) => candidate.mount === mount);
      if (!found) throw new Error(`Remote "${remote}" has no routes for ${mount}`);
      return found;
    });
    mountLoads.set(key, load);
  }
  return load;
}

/** The remote's routes below the mount; an address it does not know leads to the mount itself. */
function RemoteRoutes({ remote, mount }: RemoteOutletProps) {
  const { routes } = use(loadRemoteMount(remote, mount));
  return (
    <Routes>
      {routes.map(({ path, Component }) =>
        path ? (
          <Route key={path} path={path} element={<Component />} />
        ) : (
          <Route key="index" index element={<Component />} />
        ),
      )}
      <Route path="*" element={<Navigate to={mount} replace />} />
    </Routes>
  );
}

/** Mounts a remote's routes inside its own error boundary, so a remote that fails leaves the shell working. */
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
        <RemoteRoutes remote={remote} mount={mount} />
      </Suspense>
    </ErrorBoundary>
  );
}
