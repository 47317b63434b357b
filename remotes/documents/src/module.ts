import './styles.css';
import { paths } from '@portal/contracts';
import { defineRemoteModule } from '@portal/portal-kit';
import { labels, namespace } from './labels.ts';
import { DocumentsPage } from './pages/documents-page.tsx';

export default defineRemoteModule({
  namespace,
  labels,
  pages: [{ mount: paths.documents.root, Component: DocumentsPage }],
});
