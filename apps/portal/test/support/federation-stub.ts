import type { RemoteModule } from '@portal/portal-kit';

/** Test stand-in of src/features/remotes/federation.ts: every remote is the stand-in remote. */
export async function loadFederatedModule(): Promise<RemoteModule> {
  return (await import('./remote-module-stub.tsx')).default;
}
