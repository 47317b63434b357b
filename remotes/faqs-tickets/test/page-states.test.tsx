import {
  getFaqContentEndpoint,
  getHelpContentEndpoint,
  getTechnicalDocumentsContentEndpoint,
  getTicketEndpoint,
  getTicketsEndpoint,
  getUserGuideContentEndpoint,
} from '@portal/contracts';
import {
  describePageStates,
  expectAnnounced,
  mockEndpoint,
  neverAnswers,
  refusal,
  renderRemotePage,
  serverFailure,
  startMockServer,
  type PageStatesCase,
} from '@portal/portal-kit/testing';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import remoteModule from '../src/module.ts';

/** Each page of the help centre and the tickets while it loads, empty, on a failure and on a 403. */

const server = startMockServer();
const noTickets = { items: [], pageNumber: 0, pageSize: 20, totalElements: 0 };
const notFound = () => Response.json({ error: 'Not Found', message: 'none' }, { status: 404 });
const contentEndpoints = [
  getHelpContentEndpoint,
  getFaqContentEndpoint,
  getUserGuideContentEndpoint,
  getTechnicalDocumentsContentEndpoint,
];
/** The handlers of every content call of the help centre, answering `answer`. */
const contentCalls = (answer: () => Response | Promise<Response>) =>
  contentEndpoints.map((endpoint) => mockEndpoint(endpoint, answer));
const faqFailed = { heading: 'The questions and answers could not be loaded.' };

describePageStates(remoteModule, server, [
  ...(
    [
      ['the help centre', '/faqs', { heading: 'This content is not available right now.' }],
      ['a topic', '/faqs/topic/orders', { heading: 'This topic does not exist (any more).', level: 1 }],
      ['an answer', '/faqs/topic/orders/faq/when', { heading: 'This answer does not exist (any more).', level: 1 }],
    ] as const
  ).map(([name, path, shown]): PageStatesCase => ({
    name,
    path,
    calls: contentCalls,
    loading: 'Loading…',
    empty: { answer: notFound, shown },
    failure: faqFailed,
    // The FAQ is public content: a 403 is a failure of the FAQ like any other, with a retry, not a crash.
    refusal: { shown: faqFailed, retry: true },
  })),
  ...['/ticket', '/ticket/history'].map((path): PageStatesCase => ({
    name: `the ticket history at ${path}`,
    path,
    calls: (answer) => mockEndpoint(getTicketsEndpoint, answer),
    loading: 'Loading…',
    empty: { answer: () => noTickets, shown: { heading: 'No tickets match.' } },
    failure: { heading: 'The tickets could not be loaded. Please try again later.' },
    refusal: { shown: { heading: 'You cannot see the tickets' } },
  })),
  {
    name: 'one ticket',
    path: '/ticket/00000000-0000-4000-8000-000000000042',
    calls: (answer) => mockEndpoint(getTicketEndpoint, answer),
    loading: 'Loading…',
    // A ticket that is not found (or another customer's) is its page's "nothing to show".
    empty: {
      answer: notFound,
      shown: { heading: 'This ticket does not exist or belongs to another customer account.', level: 1 },
    },
    failure: { heading: 'The tickets could not be loaded. Please try again later.', level: 1 },
    refusal: { shown: { heading: 'You cannot see the tickets', level: 1 } },
  },
]);

it.each(['/faqs', '/faqs/topic/orders', '/faqs/topic/orders/faq/when'])(
  '%s keeps the help centre around a refused FAQ',
  async (path) => {
    server.use(...contentCalls(refusal));
    await renderRemotePage(remoteModule, path);
    expect(await screen.findByRole('heading', { name: faqFailed.heading })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Help and FAQ' })).toBeInTheDocument();
  },
);

describe('the user guide', () => {
  it('announces that its chapters load', async () => {
    server.use(...contentCalls(neverAnswers));
    await renderRemotePage(remoteModule, '/faqs/user-guide');
    await expectAnnounced('Loading…');
  });

  it.each([
    ['no chapters', notFound],
    ['a failure', serverFailure],
    ['a 403', refusal],
  ])('says each part is not available on %s', async (_case, answer) => {
    server.use(...contentCalls(answer));
    await renderRemotePage(remoteModule, '/faqs/user-guide');
    // Three chapters and the technical documents, each on its own call.
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { name: 'This content is not available right now.' })).toHaveLength(4),
    );
  });
});
