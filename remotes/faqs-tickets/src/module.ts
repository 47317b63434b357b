import { paths } from '@portal/contracts';
import { defineRemoteModule, ensureStylesheet } from '@portal/portal-kit';
import { AnswerPage } from './pages/answer-page.tsx';
import { HelpHome } from './pages/help-home.tsx';
import { TopicPage } from './pages/topic-page.tsx';
import { UserGuidePage } from './pages/user-guide-page.tsx';
import { namespace } from './labels.ts';
import { TicketHistoryPage } from './pages/ticket-history-page.tsx';
import { TicketPage } from './pages/ticket-page.tsx';
import { TicketsIndex } from './pages/tickets-index.tsx';
import stylesheet from './styles.css?url';

ensureStylesheet(stylesheet);

export default defineRemoteModule({
  namespace,
  mounts: [
    {
      mount: paths.help.root,
      routes: [
        { path: '', Component: HelpHome },
        { path: 'topic/:topic', Component: TopicPage },
        { path: 'topic/:topic/faq/:faq', Component: AnswerPage },
        { path: 'user-guide', Component: UserGuidePage },
      ],
    },
    {
      mount: paths.tickets.root,
      routes: [
        { path: '', Component: TicketsIndex },
        { path: 'history', Component: TicketHistoryPage },
        // The agreed address of the new-ticket form: the list with the ticket modal open, pre-filled.
        { path: 'new', Component: TicketHistoryPage },
        { path: ':ticketId', Component: TicketPage },
      ],
    },
  ],
});
