import { getDocumentsEndpoint } from '@portal/contracts';
import {
  describePageStates,
  mockEndpoint,
  renderRemotePage,
  startMockServer,
  type PageStatesCase,
} from '@portal/portal-kit/testing';
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import remoteModule from '../src/module.ts';

/** The documents list (both of the remote's routes show it) while it loads, empty, on a failure and on a 403. */

const server = startMockServer();
const noDocuments = { items: [], pageNumber: 0, pageSize: 20, totalElements: 0, totalCapped: false };

describePageStates(
  remoteModule,
  server,
  ['/documents', '/documents/invoice'].map((path): PageStatesCase => ({
    name: `the documents list at ${path}`,
    path,
    calls: (answer) => mockEndpoint(getDocumentsEndpoint, answer),
    loading: 'Loading documents…',
    empty: { answer: () => noDocuments, shown: { heading: 'No documents found' } },
    failure: { heading: 'The documents could not be loaded' },
    refusal: { shown: { heading: 'You cannot see these documents' } },
  })),
);

it('says so when the user may see no kind of document, without calling the list', async () => {
  await renderRemotePage(remoteModule, '/documents', { enabled: ['DOCUMENT'] });
  expect(
    await screen.findByRole('heading', { name: 'You may not see any kind of document for this customer account.' }),
  ).toBeInTheDocument();
});
