import { getUpdateEndpoint, getUpdatesEndpoint } from '@portal/contracts';
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

/** Each page of the updates remote while it loads, with nothing to show, on a failure and on a 403. */

const server = startMockServer();
const updatePath = '/updates/00000000-0000-4000-8000-000000000001';
const noUpdates = { items: [], pageNumber: 0, pageSize: 10, totalElements: 0, unread: 0 };

describe('the updates list', () => {
  it('announces that it loads', async () => {
    server.use(mockEndpoint(getUpdatesEndpoint, neverAnswers));
    await renderRemotePage(remoteModule, '/updates');
    await expectAnnounced('Loading updates…');
  });

  it('says when there are no updates', async () => {
    server.use(mockEndpoint(getUpdatesEndpoint, noUpdates));
    await renderRemotePage(remoteModule, '/updates');
    expect(await screen.findByRole('heading', { name: 'No updates yet' })).toBeInTheDocument();
  });

  it('says the list failed and loads it again on retry', async () => {
    let failing = true;
    server.use(mockEndpoint(getUpdatesEndpoint, () => (failing ? serverFailure() : noUpdates)));
    await renderRemotePage(remoteModule, '/updates');
    expect(await screen.findByRole('heading', { name: 'Your updates could not be loaded' })).toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No updates yet' })).toBeInTheDocument();
  });

  it('shows a 403 as a refusal, without a retry', async () => {
    server.use(mockEndpoint(getUpdatesEndpoint, refusal));
    await renderRemotePage(remoteModule, '/updates');
    expect(await screen.findByRole('heading', { name: 'You cannot see these updates' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});

describe('one update', () => {
  it('announces that it loads', async () => {
    server.use(mockEndpoint(getUpdateEndpoint, neverAnswers));
    await renderRemotePage(remoteModule, updatePath);
    await expectAnnounced('Loading updates…');
  });

  it('says an update that is gone is no longer available', async () => {
    server.use(
      mockEndpoint(getUpdateEndpoint, () => Response.json({ error: 'Not Found', message: 'gone' }, { status: 404 })),
    );
    await renderRemotePage(remoteModule, updatePath);
    expect(await screen.findByRole('heading', { name: 'This update is no longer available' })).toBeInTheDocument();
  });

  it('says a failure is one, not "no longer available", and loads it again on retry', async () => {
    let failing = true;
    server.use(
      mockEndpoint(getUpdateEndpoint, () =>
        failing ? serverFailure() : Response.json({ error: 'Not Found', message: 'gone' }, { status: 404 }),
      ),
    );
    await renderRemotePage(remoteModule, updatePath);
    expect(await screen.findByRole('heading', { name: 'Your updates could not be loaded' })).toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'This update is no longer available' })).toBeInTheDocument();
  });

  it('shows a 403 as a refusal', async () => {
    server.use(mockEndpoint(getUpdateEndpoint, refusal));
    await renderRemotePage(remoteModule, updatePath);
    expect(await screen.findByRole('heading', { name: 'You cannot see these updates' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
