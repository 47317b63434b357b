import { paths } from '@portal/contracts';
import { defineRemoteModule, ensureStylesheet } from '@portal/portal-kit';
import { namespace } from './labels.ts';
import { HelpPage } from './pages/help-page.tsx';
import { TicketsPage } from './pages/tickets-page.tsx';
import stylesheet from './styles.css?url';

ensureStylesheet(stylesheet);

export default defineRemoteModule({
  namespace,
  pages: [
    { mount: paths.help.root, Component: HelpPage },
    { mount: paths.tickets.root, Component: TicketsPage },
  ],
});
