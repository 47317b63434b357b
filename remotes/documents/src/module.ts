import { paths } from '@portal/contracts';
import { defineRemoteModule, ensureStylesheet } from '@portal/portal-kit';
import { namespace } from './labels.ts';
import { DocumentsPage } from './pages/documents-page.tsx';
import stylesheet from './styles.css?url';

ensureStylesheet(stylesheet);

export default defineRemoteModule({
  namespace,
  mounts: [{ mount: paths.documents.root, routes: [{ path: '', Component: DocumentsPage }] }],
});
