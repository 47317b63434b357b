import type { HostSharedConfig } from '@portal/portal-kit/vite';

declare global {
  /** Version and share configuration of each library the host offers the remotes (portal-kit/vite, hostSharedLibraries). */
  const __PORTAL_HOST_SHARED__: HostSharedConfig;
}
