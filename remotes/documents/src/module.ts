import { paths } from '@portal/contracts';
import { defineRemoteModule, ensureStylesheet } from '@portal/portal-kit';
import { namespace } from './labels.ts';
import { DocumentsPage } from './pages/documents-page.tsx';
import { SummaryPage } from './pages/summary-page.tsx';
import stylesheet from './styles.css?url';

ensureStylesheet(stylesheet);

export default defineRemoteModule({
  namespace,
  // `/documents` opens the first type the user may see; `/documents/{type}` is that type's list; `/documents/summary`
  // the account summary, the first tab.
  mounts: [
    {
      mount: paths.documents.root,
      routes: [
        { path: '', Component: DocumentsPage },
        { path: 'summary', Component: SummaryPage },
        { path: ':type', Component: DocumentsPage },
      ],
    },
  ],
});
