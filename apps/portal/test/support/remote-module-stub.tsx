import { sections } from '@portal/contracts';
import { defineRemoteModule } from '@portal/portal-kit';
import { useParams } from '@portal/portal-kit/router';

// Every mount of the manifest, so a new remote's section renders in tests without touching this file.
const mounts = sections.flatMap(({ owner }) => (owner.kind === 'remote' ? [owner.mount] : []));

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
