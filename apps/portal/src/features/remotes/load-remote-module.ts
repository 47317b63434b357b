import type { RemoteName } from '@portal/contracts';
import type { RemoteModule } from '@portal/portal-kit';

/**
 * One dynamic import per remote: the federation plugin turns each into a fetch of that remote's
 * remoteEntry.js, so a remote is downloaded only when one of its routes is first visited.
 */
const importers: Record<RemoteName, () => Promise<{ default: RemoteModule }>> = {
  'faqs-tickets': () => import('faqsTickets/Module'),
  'account-settings': () => import('accountSettings/Module'),
  documents: () => import('documents/Module'),
  notifications: () => import('notifications/Module'),
};

export async function loadRemoteModule(remote: RemoteName): Promise<RemoteModule> {
  const loaded = await importers[remote]();
  return loaded.default;
}
