import { paths } from '@portal/contracts';
import { defineRemoteModule, ensureStylesheet } from '@portal/portal-kit';
import { namespace } from './labels.ts';
import { DocumentsPage } from './pages/documents-page.tsx';
import stylesheet from './styles.css?url';

ensureStylesheet(stylesheet);

export default defineRemoteModule({
  namespace,
  // `/documents` opens the first type the user may see; `/documents/{type}` is that type's list.
  mounts: [
    {
      mount: paths.documents.root,
      routes: [
        { path: '', Component: DocumentsPage },
        { path: ':type', Component: DocumentsPage },
      ],
    },
  ],
});
