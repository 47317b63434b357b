import { paths } from '@portal/contracts';
import { defineRemoteModule, ensureStylesheet } from '@portal/portal-kit';
import { namespace } from './labels.ts';
import { UpdatePage } from './pages/update-page.tsx';
import { UpdatesPage } from './pages/updates-page.tsx';
import stylesheet from './styles.css?url';

ensureStylesheet(stylesheet);

export default defineRemoteModule({
  namespace,
  mounts: [
    {
      mount: paths.updates.root,
      routes: [
        { path: '', Component: UpdatesPage },
        { path: ':id', Component: UpdatePage },
      ],
    },
  ],
});
