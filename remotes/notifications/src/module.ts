import './styles.css';
import { paths } from '@portal/contracts';
import { defineRemoteModule } from '@portal/portal-kit';
import { labels, namespace } from './labels.ts';
import { UpdatesPage } from './pages/updates-page.tsx';

export default defineRemoteModule({
  namespace,
  labels,
  pages: [{ mount: paths.updates.root, Component: UpdatesPage }],
});
