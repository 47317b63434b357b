import { paths } from '@portal/contracts';
import { defineRemoteModule, ensureStylesheet } from '@portal/portal-kit';
import { labels, namespace } from './labels.ts';
import { DocumentsPage } from './pages/documents-page.tsx';
import stylesheet from './styles.css?url';

ensureStylesheet(stylesheet);

export default defineRemoteModule({
  namespace,
  labels,
  pages: [{ mount: paths.documents.root, Component: DocumentsPage }],
});
