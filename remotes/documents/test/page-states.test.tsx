import { getDocumentsEndpoint } from '@portal/contracts';
import {
  expectAnnounced,
  mockEndpoint,
  neverAnswers,
  refusal,
  renderRemotePage,
  serverFailure,
  startMockServer,
} from '@portal/portal-kit/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import remoteModule from '../src/module.ts';

/** The documents list (both of the remote's routes show it) while it loads, empty, on a failure and on a 403. */

const server = startMockServer();
const noDocuments = { items: [], pageNumber: 0, pageSize: 20, totalElements: 0, totalCapped: false };

describe.each(['/documents', '/documents/invoice'])('the documents list at %s', (path) => {
  it('announces that it loads', async () => {
    server.use(mockEndpoint(getDocumentsEndpoint, neverAnswers));
    await renderRemotePage(remoteModule, path);
    await expectAnnounced('Loading documents…');
  });

  it('says when there are no documents', async () => {
    server.use(mockEndpoint(getDocumentsEndpoint, noDocuments));
    await renderRemotePage(remoteModule, path);
    expect(await screen.findByRole('heading', { name: 'No documents found' })).toBeInTheDocument();
  });

  it('says the list failed and loads it again on retry', async () => {
    let failing = true;
    server.use(mockEndpoint(getDocumentsEndpoint, () => (failing ? serverFailure() : noDocuments)));
    await renderRemotePage(remoteModule, path);
    expect(await screen.findByRole('heading', { name: 'The documents could not be loaded' })).toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No documents found' })).toBeInTheDocument();
  });

  it('shows a 403 as a refusal, without a retry', async () => {
    server.use(mockEndpoint(getDocumentsEndpoint, refusal));
    await renderRemotePage(remoteModule, path);
    expect(await screen.findByRole('heading', { name: 'You cannot see these documents' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});

it('says so when the user may see no kind of document, without calling the list', async () => {
  await renderRemotePage(remoteModule, '/documents', { enabled: ['DOCUMENT'] });
  expect(
    await screen.findByRole('heading', { name: 'You may not see any kind of document for this customer account.' }),
  ).toBeInTheDocument();
});
