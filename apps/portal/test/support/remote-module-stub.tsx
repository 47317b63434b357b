import { paths } from '@portal/contracts';
import { defineRemoteModule } from '@portal/portal-kit';
import { useParams } from '@portal/portal-kit/router';

const mounts = [
  paths.help.root,
  paths.tickets.root,
  paths.accountSettings.root,
  paths.documents.root,
  paths.updates.root,
];

function ItemPage() {
  const { itemId } = useParams();
  return <h1>Remote item {itemId}</h1>;
}

/** Test stand-in for every federated remote: at each mount a page that names the mount, and an item page. */
export default defineRemoteModule({
  namespace: 'remoteStub',
  mounts: mounts.map((mount) => ({
    mount,
    routes: [
      { path: '', Component: () => <h1>Remote page {mount}</h1> },
      { path: 'items/:itemId', Component: ItemPage },
    ],
  })),
});
