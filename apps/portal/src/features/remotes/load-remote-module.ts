import type { RemoteName } from '@portal/contracts';
import type { RemoteModule } from '@portal/portal-kit';

/**
 * A remote's module. The federation runtime comes with the first remote mounted (federation.ts), then that
 * remote's remoteEntry.js: a remote is downloaded only when one of its routes is first visited.
 */
export async function loadRemoteModule(remote: RemoteName): Promise<RemoteModule> {
  const { loadFederatedModule } = await import('./federation.ts');
  return loadFederatedModule(remote);
}
