import { paths } from '@portal/contracts';
import { defineRemoteModule } from '@portal/portal-kit';

const mounts = [
  paths.help.root,
  paths.tickets.root,
  paths.accountSettings.root,
  paths.documents.root,
  paths.updates.root,
];

/** Test stand-in for every federated remote: one page per mount that names the mount. */
export default defineRemoteModule({
  namespace: 'remoteStub',
  pages: mounts.map((mount) => ({
    mount,
    Component: () => <h1>Remote page {mount}</h1>,
  })),
});
