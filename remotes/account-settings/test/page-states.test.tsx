import {
  getAccountUsersEndpoint,
  getCompanyInfoEndpoint,
  getContactsEndpoint,
  getCustomerTermsEndpoint,
  getOnBehalfAuditEndpoint,
  getPasswordInfoEndpoint,
  getSignInsEndpoint,
  getStoreEndpoint,
  getStoresEndpoint,
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
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import remoteModule from '../src/module.ts';

/**
 * Each page of the account settings while it loads, empty, on a failure and on a 403. `/account/documents` only
 * leads to the documents section (the module test follows it there), so it has no states of its own.
 */

type Answer = () => Response | Promise<Response>;

interface PageUnderTest {
  name: string;
  path: string;
  /** The handler of the page's main call, answering `answer`. */
  main: (answer: Answer) => RequestHandler;
  /** What the page says when that call has nothing to show; none for a page that always has something. */
  empty?: { handler: RequestHandler; text: string };
}

const notFound = () => Response.json({ error: 'Not Found', message: 'none' }, { status: 404 });
const noPage = { items: [], pageNumber: 0, pageSize: 20, totalElements: 0 };

const pages: PageUnderTest[] = [
  {
    name: 'the overview (its sessions)',
    path: '/account',
    main: (answer) => mockEndpoint(getSignInsEndpoint, answer),
  },
  {
    name: 'company info',
    path: '/account/company-info',
    main: (answer) => mockEndpoint(getCompanyInfoEndpoint, answer),
  },
  {
    name: 'stores',
    path: '/account/stores',
    main: (answer) => mockEndpoint(getStoresEndpoint, answer),
    empty: { handler: mockEndpoint(getStoresEndpoint, noPage), text: 'No store matches your search.' },
  },
  {
    name: 'a store',
    path: '/account/stores/1000101/100010102/10',
    main: (answer) => mockEndpoint(getStoreEndpoint, answer),
    empty: { handler: mockEndpoint(getStoreEndpoint, notFound), text: 'Store not found' },
  },
  {
    name: 'contacts',
    path: '/account/contacts',
    main: (answer) => mockEndpoint(getContactsEndpoint, answer),
    empty: { handler: mockEndpoint(getContactsEndpoint, { items: [] }), text: 'No contacts yet.' },
  },
  {
    name: 'terms and conditions',
    path: '/account/terms-conditions',
    main: (answer) => mockEndpoint(getCustomerTermsEndpoint, answer),
    empty: {
      handler: mockEndpoint(getCustomerTermsEndpoint, {
        customerId: '1000101',
        legalName: 'Collins Outdoor Ltd',
        current: { version: '2026-06', language: 'en', title: 'Terms of trade', body: '<p>Ours until paid.</p>' },
        versions: ['2026-06'],
        acceptances: [],
      }),
      text: 'No version has been accepted yet.',
    },
  },
  {
    name: 'staff access',
    path: '/account/staff-access',
    main: (answer) => mockEndpoint(getOnBehalfAuditEndpoint, answer),
    empty: {
      handler: mockEndpoint(getOnBehalfAuditEndpoint, { ...noPage, pageSize: 10 }),
      text: 'Nobody from our team has opened your account.',
    },
  },
  {
    name: 'colleagues',
    path: '/account/colleagues',
    main: (answer) => mockEndpoint(getAccountUsersEndpoint, answer),
    empty: { handler: mockEndpoint(getAccountUsersEndpoint, { items: [] }), text: 'Nobody has access yet.' },
  },
];

// The overview's other call, answered alike for every test.
const server = startMockServer(mockEndpoint(getPasswordInfoEndpoint, { lastUpdated: '2026-09-01T08:00:00.000Z' }));

describe.each(pages)('$name', ({ path, main }) => {
  it('announces that it loads', async () => {
    server.use(main(neverAnswers));
    await renderRemotePage(remoteModule, path);
    await expectAnnounced('Loading…');
  });

  it('says the call failed and asks again on retry', async () => {
    let calls = 0;
    server.use(
      main(() => {
        calls += 1;
        return calls === 1 ? serverFailure() : neverAnswers();
      }),
    );
    await renderRemotePage(remoteModule, path);
    expect(await screen.findByRole('heading', { name: 'This could not be loaded' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(calls).toBe(2));
  });

  it('shows a 403 as a refusal, without a retry', async () => {
    server.use(main(refusal));
    await renderRemotePage(remoteModule, path);
    expect(await screen.findByRole('heading', { name: 'You cannot see this page' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});

const withEmptyState = pages.flatMap(({ name, path, empty }) => (empty ? [{ name, path, ...empty }] : []));

it.each(withEmptyState)('$name says when there is nothing to show', async ({ path, handler, text }) => {
  server.use(handler);
  await renderRemotePage(remoteModule, path);
  expect(await screen.findByText(text)).toBeInTheDocument();
});
