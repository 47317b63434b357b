// Federated modules resolve at run time; each exposes the RemoteModule contract of portal-kit.
declare module '*/Module' {
  import type { RemoteModule } from '@portal/portal-kit';
  const remoteModule: RemoteModule;
  export default remoteModule;
}
