import {
  getAccountUsersEndpoint,
  getCompanyInfoEndpoint,
  getContactsEndpoint,
  getCustomerTermsEndpoint,
  getOnBehalfAuditEndpoint,
  getOnBehalfConsentEndpoint,
  getPasswordInfoEndpoint,
  getSignInsEndpoint,
  getStoreEndpoint,
  getStoresEndpoint,
} from '@portal/contracts';
import { describePageStates, mockEndpoint, startMockServer, type PageStatesCase } from '@portal/portal-kit/testing';
import remoteModule from '../src/module.ts';

/**
 * Each page of the account settings while it loads, empty, on a failure and on a 403. `/account/documents` only
 * leads to the documents section (the module test follows it there), so it has no states of its own.
 */

const notFound = () => Response.json({ error: 'Not Found', message: 'none' }, { status: 404 });
const noPage = { items: [], pageNumber: 0, pageSize: 20, totalElements: 0 };

/** Every page says the same while it loads, on a failure and on a 403. */
const states = {
  loading: 'Loading…',
  failure: { heading: 'This could not be loaded' },
  refusal: { shown: { heading: 'You cannot see this page' } },
};

const pages: PageStatesCase[] = [
  {
    name: 'the overview (its sessions)',
    path: '/account',
    calls: (answer) => mockEndpoint(getSignInsEndpoint, answer),
    ...states,
  },
  {
    name: 'company info',
    path: '/account/company-info',
    calls: (answer) => mockEndpoint(getCompanyInfoEndpoint, answer),
    ...states,
  },
  {
    name: 'stores',
    path: '/account/stores',
    calls: (answer) => mockEndpoint(getStoresEndpoint, answer),
    ...states,
    empty: { answer: () => noPage, shown: { text: 'No store matches your search.' } },
  },
  {
    name: 'a store',
    path: '/account/stores/1000101/100010102/10',
    calls: (answer) => mockEndpoint(getStoreEndpoint, answer),
    ...states,
    empty: { answer: notFound, shown: { text: 'Store not found' } },
  },
  {
    name: 'contacts',
    path: '/account/contacts',
    calls: (answer) => mockEndpoint(getContactsEndpoint, answer),
    ...states,
    empty: { answer: () => ({ items: [] }), shown: { text: 'No contacts yet.' } },
  },
  {
    name: 'terms and conditions',
    path: '/account/terms-conditions',
    calls: (answer) => mockEndpoint(getCustomerTermsEndpoint, answer),
    ...states,
    empty: {
      answer: () => ({
        customerId: '1000101',
        legalName: 'Collins Outdoor Ltd',
        current: { version: '2026-06', language: 'en', title: 'Terms of trade', body: '<p>Ours until paid.</p>' },
        versions: ['2026-06'],
        acceptances: [],
      }),
      shown: { text: 'No version has been accepted yet.' },
    },
  },
  {
    name: 'staff access',
    path: '/account/staff-access',
    calls: (answer) => mockEndpoint(getOnBehalfAuditEndpoint, answer),
    ...states,
    empty: {
      answer: () => ({ ...noPage, pageSize: 10 }),
      shown: { text: 'Nobody from our team has opened your account.' },
    },
  },
  {
    name: 'colleagues',
    path: '/account/colleagues',
    calls: (answer) => mockEndpoint(getAccountUsersEndpoint, answer),
    ...states,
    empty: { answer: () => ({ items: [] }), shown: { text: 'Nobody has access yet.' } },
  },
];

// The overview's and the staff access page's other calls, answered alike for every test.
const server = startMockServer(
  mockEndpoint(getPasswordInfoEndpoint, { lastUpdated: '2026-09-01T08:00:00.000Z' }),
  mockEndpoint(getOnBehalfConsentEndpoint, { customerId: '1000101', staffMayWrite: true, changes: [] }),
);

describePageStates(remoteModule, server, pages);
