import {
  getFaqContentEndpoint,
  getHelpContentEndpoint,
  getTechnicalDocumentsContentEndpoint,
  getTicketEndpoint,
  getTicketsEndpoint,
  getUserGuideContentEndpoint,
} from '@portal/contracts';
import {
  expectAnnounced,
  mockEndpoint,
  neverAnswers,
  refusal,
  renderRemotePage,
  serverFailure,
  startMockServer,
} from '@portal/portal-kit/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import remoteModule from '../src/module.ts';

/** Each page of the help centre and the tickets while it loads, empty, on a failure and on a 403. */

const server = startMockServer();
const notFound = () => Response.json({ error: 'Not Found', message: 'none' }, { status: 404 });
const contentEndpoints = [
  getHelpContentEndpoint,
  getFaqContentEndpoint,
  getUserGuideContentEndpoint,
  getTechnicalDocumentsContentEndpoint,
];
/** Every content call of the help centre answers `answer`. */
function contentAnswers(answer: () => Response | Promise<Response>) {
  server.use(...contentEndpoints.map((endpoint) => mockEndpoint(endpoint, answer)));
}
const faqPages = [
  ['the help centre', '/faqs'],
  ['a topic', '/faqs/topic/orders'],
  ['an answer', '/faqs/topic/orders/faq/when'],
] as const;

describe.each(faqPages)('%s', (_name, path) => {
  it('announces that it loads', async () => {
    contentAnswers(neverAnswers);
    await renderRemotePage(remoteModule, path);
    await expectAnnounced('Loading…');
  });

  it('says the FAQ failed and loads it again on retry', async () => {
    let failing = true;
    contentAnswers(() => (failing ? serverFailure() : notFound()));
    await renderRemotePage(remoteModule, path);
    expect(
      await screen.findByRole('heading', { name: 'The questions and answers could not be loaded.' }),
    ).toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent('Loading');
    expect(screen.queryByRole('heading', { name: 'The questions and answers could not be loaded.' })).toBeNull();
  });

  it('shows a 403 as a failure of the FAQ, not a crash', async () => {
    contentAnswers(refusal);
    await renderRemotePage(remoteModule, path);
    expect(
      await screen.findByRole('heading', { name: 'The questions and answers could not be loaded.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Help and FAQ' })).toBeInTheDocument();
  });
});

describe('the FAQ without questions', () => {
  it('the help centre says its content is not available', async () => {
    contentAnswers(notFound);
    await renderRemotePage(remoteModule, '/faqs');
    expect(
      await screen.findByRole('heading', { name: 'This content is not available right now.' }),
    ).toBeInTheDocument();
  });

  it('a topic says it does not exist', async () => {
    contentAnswers(notFound);
    await renderRemotePage(remoteModule, '/faqs/topic/orders');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This topic does not exist (any more).' }),
    ).toBeInTheDocument();
  });

  it('an answer says it does not exist', async () => {
    contentAnswers(notFound);
    await renderRemotePage(remoteModule, '/faqs/topic/orders/faq/when');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This answer does not exist (any more).' }),
    ).toBeInTheDocument();
  });
});

describe('the user guide', () => {
  it('announces that its chapters load', async () => {
    contentAnswers(neverAnswers);
    await renderRemotePage(remoteModule, '/faqs/user-guide');
    await expectAnnounced('Loading…');
  });

  it.each([
    ['no chapters', notFound],
    ['a failure', serverFailure],
    ['a 403', refusal],
  ])('says each part is not available on %s', async (_case, answer) => {
    contentAnswers(answer);
    await renderRemotePage(remoteModule, '/faqs/user-guide');
    // Three chapters and the technical documents, each on its own call.
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { name: 'This content is not available right now.' })).toHaveLength(4),
    );
  });
});

const noTickets = { items: [], pageNumber: 0, pageSize: 20, totalElements: 0 };

describe.each(['/ticket', '/ticket/history'])('the ticket history at %s', (path) => {
  it('announces that it loads', async () => {
    server.use(mockEndpoint(getTicketsEndpoint, neverAnswers));
    await renderRemotePage(remoteModule, path);
    await expectAnnounced('Loading…');
  });

  it('says when no ticket matches', async () => {
    server.use(mockEndpoint(getTicketsEndpoint, noTickets));
    await renderRemotePage(remoteModule, path);
    expect(await screen.findByRole('heading', { name: 'No tickets match.' })).toBeInTheDocument();
  });

  it('says the list failed and loads it again on retry', async () => {
    let failing = true;
    server.use(mockEndpoint(getTicketsEndpoint, () => (failing ? serverFailure() : noTickets)));
    await renderRemotePage(remoteModule, path);
    expect(
      await screen.findByRole('heading', { name: 'The tickets could not be loaded. Please try again later.' }),
    ).toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No tickets match.' })).toBeInTheDocument();
  });

  it('shows a 403 as a refusal, without a retry', async () => {
    server.use(mockEndpoint(getTicketsEndpoint, refusal));
    await renderRemotePage(remoteModule, path);
    expect(await screen.findByRole('heading', { name: 'You cannot see the tickets' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});

describe('one ticket', () => {
  const ticketPath = '/ticket/00000000-0000-4000-8000-000000000042';

  it('announces that it loads', async () => {
    server.use(mockEndpoint(getTicketEndpoint, neverAnswers));
    await renderRemotePage(remoteModule, ticketPath);
    await expectAnnounced('Loading…');
  });

  it('says the ticket failed and loads it again on retry', async () => {
    let failing = true;
    server.use(mockEndpoint(getTicketEndpoint, () => (failing ? serverFailure() : notFound())));
    await renderRemotePage(remoteModule, ticketPath);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'The tickets could not be loaded. Please try again later.',
      }),
    ).toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'This ticket does not exist or belongs to another customer account.',
      }),
    ).toBeInTheDocument();
  });

  it('shows a 403 as a refusal, without a retry', async () => {
    server.use(mockEndpoint(getTicketEndpoint, refusal));
    await renderRemotePage(remoteModule, ticketPath);
    expect(await screen.findByRole('heading', { level: 1, name: 'You cannot see the tickets' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
