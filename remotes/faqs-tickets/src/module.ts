import { paths } from '@portal/contracts';
import { defineRemoteModule, ensureStylesheet } from '@portal/portal-kit';
import { namespace } from './labels.ts';
import { HelpPage } from './pages/help-page.tsx';
import { TicketsIndex } from './pages/tickets-index.tsx';
import { TicketsPage } from './pages/tickets-page.tsx';
import stylesheet from './styles.css?url';

ensureStylesheet(stylesheet);

export default defineRemoteModule({
  namespace,
  mounts: [
    {
      mount: paths.help.root,
      routes: [
        { path: '', Component: HelpPage },
        { path: 'topic/:topic', Component: HelpPage },
        { path: 'topic/:topic/faq/:faq', Component: HelpPage },
        { path: 'user-guide', Component: HelpPage },
      ],
    },
    {
      mount: paths.tickets.root,
      routes: [
        { path: '', Component: TicketsIndex },
        { path: 'history', Component: TicketsPage },
      ],
    },
  ],
});
