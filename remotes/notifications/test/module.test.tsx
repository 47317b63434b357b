import {
  deleteUpdateEndpoint,
  getUpdateEndpoint,
  getUpdatesEndpoint,
  markAllUpdatesReadEndpoint,
  markUpdateReadEndpoint,
  type Update,
} from '@portal/contracts';
import { sharedQueryKeys, subscribe } from '@portal/portal-kit';
import {
  mockEndpoint,
  renderRemotePage,
  startMockServer,
  testSoldTo,
  testUpdate,
  updatesPageFor,
} from '@portal/portal-kit/testing';
import { describeRemotePages } from '@portal/portal-kit/testing/remote-pages';
import type { QueryClient } from '@tanstack/react-query';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import remoteModule from '../src/module.ts';
import { undoWindowMs } from '../src/pages/updates-page.tsx';

/** The updates remote: its pages, reading, deleting with undo, paging and the empty list. */

/** A stand-in of the server's updates of one reader: list, one, read, read-all and delete. */
let stored: Update[] = [];
const calls: string[] = [];
/** The language each list or update call asked its texts in. */
const askedLanguages: Array<string | null> = [];
const unread = () => stored.filter((item) => item.unread).length;
startMockServer(
  mockEndpoint(getUpdatesEndpoint, (request) => {
    askedLanguages.push(new URL(request.url).searchParams.get('lang'));
    return updatesPageFor(stored, request);
  }),
  mockEndpoint(getUpdateEndpoint, (request, params) => {
    askedLanguages.push(new URL(request.url).searchParams.get('lang'));
    const found = stored.find((item) => item.id === params.id);
    return found ?? new Response(JSON.stringify({ error: 'Not Found', message: 'gone' }), { status: 404 });
  }),
  mockEndpoint(markUpdateReadEndpoint, (_request, params) => {
    calls.push(`read ${params.id}`);
    stored = stored.map((item) => (item.id === params.id ? { ...item, unread: false } : item));
    return { unread: unread() };
  }),
  mockEndpoint(markAllUpdatesReadEndpoint, () => {
    calls.push('read-all');
    stored = stored.map((item) => ({ ...item, unread: false }));
    return { unread: 0 };
  }),
  mockEndpoint(deleteUpdateEndpoint, (_request, params) => {
    calls.push(`delete ${params.id}`);
    stored = stored.filter((item) => item.id !== params.id);
    return { unread: unread() };
  }),
);

beforeEach(() => {
  stored = [];
  calls.length = 0;
  askedLanguages.length = 0;
});
afterEach(() => {
  vi.useRealTimers();
});

/** The host's QueryClient as the pages of the last `renderAt` use it. */
let queryClient: QueryClient;

async function renderAt(path: string, language: 'en' | 'de' = 'en') {
  // The updates pages read only the working sold-to; the reader holds no privileges they check.
  const rendered = await renderRemotePage(remoteModule, path, { language, permissions: null });
  queryClient = rendered.queryClient;
  return rendered.router;
}

describeRemotePages(remoteModule);

describe('the updates list', () => {
  it('shows an empty state without updates', async () => {
    await renderAt('/updates');
    expect(await screen.findByRole('heading', { name: 'No updates yet' })).toBeInTheDocument();
  });

  it('lists the updates, marks all read and pages through them', async () => {
    stored = Array.from({ length: 12 }, (_value, index) => testUpdate(index + 1));
    const refreshes: unknown[] = [];
    const stop = subscribe('updateCountRefresh', (payload) => refreshes.push(payload));
    await renderAt('/updates');
    const list = await screen.findByRole('list', { name: 'Your updates' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(within(list).getAllByText('Unread')).toHaveLength(10);
    // The shell's count, which only the shell refreshes (on the event).
    const shellCount = [...sharedQueryKeys.updates.of(testSoldTo.customerId), 'unread'];
    queryClient.setQueryData(shellCount, 12);

    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(calls).toEqual(['read-all']);
    expect(refreshes).toHaveLength(1);
    expect(queryClient.getQueryState(shellCount)?.isInvalidated).toBe(false);
    expect(await screen.findByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    expect(within(list).queryByText('Unread')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Order 11 confirmed' })).toBeInTheDocument();
    stop();
  });

  it('deletes an update after the undo window, and not when undone', async () => {
    stored = [testUpdate(1), testUpdate(2)];
    await renderAt('/updates');
    const first = await screen.findByRole('link', { name: 'Order 1 confirmed' });
    expect(first).toBeInTheDocument();

    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.click(screen.getByRole('button', { name: 'Delete “Order 1 confirmed”' }));
    expect(screen.queryByRole('link', { name: 'Order 1 confirmed' })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('“Order 1 confirmed” was deleted.');
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByRole('link', { name: 'Order 1 confirmed' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Delete “Order 2 confirmed”' }));
    await act(() => vi.advanceTimersByTimeAsync(undoWindowMs + 100));
    expect(calls).toEqual([`delete ${testUpdate(2).id}`]);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Order 2 confirmed' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Order 1 confirmed' })).toBeInTheDocument();
  });
});

describe("an update's page", () => {
  it('shows the update with its call to action and marks it read on opening', async () => {
    stored = [testUpdate(1, { type: 'alert', chip: 'price_list', header: 'New price list' })];
    await renderAt(`/updates/${testUpdate(1).id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'New price list' })).toBeInTheDocument();
    expect(screen.getByText('Alert')).toBeInTheDocument();
    expect(screen.getByText('Price list')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View your orders' })).toHaveAttribute('href', '/orders');
    await vi.waitFor(() => expect(calls).toEqual([`read ${testUpdate(1).id}`]));
  });

  it("shows the expiring-password notice in the reader's language", async () => {
    stored = [
      testUpdate(1, {
        type: 'warning',
        updateType: 'expiring_password',
        header: 'Your password expires soon',
        expiresAt: '2026-12-04T08:00:00.000Z',
        cta: { label: 'Change password', href: '/account' },
      }),
    ];
    await renderAt(`/updates/${testUpdate(1).id}`, 'de');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ihr Passwort läuft bald ab' })).toBeInTheDocument();
    expect(screen.getByText(/4\. Dezember 2026/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Passwort ändern' })).toHaveAttribute('href', '/account');
  });

  it('says when the update is gone, and leads back to the list', async () => {
    await renderAt(`/updates/${testUpdate(9).id}`);
    expect(await screen.findByRole('heading', { name: 'This update is no longer available' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All updates' })).toHaveAttribute('href', '/updates');
    // A plain not-found is an answer, not a failure to log and report.
    expect(console.error).not.toHaveBeenCalled();
  });

  it('asks for an account first when none is chosen, instead of loading for ever', async () => {
    await renderRemotePage(remoteModule, `/updates/${testUpdate(1).id}`, { permissions: null, soldTo: null });
    expect(await screen.findByRole('heading', { name: 'Choose an account first' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All updates' })).toHaveAttribute('href', '/updates');
  });

  it('hands its deletion to the list, where it can be undone', async () => {
    stored = [testUpdate(1), testUpdate(2)];
    const router = await renderAt(`/updates/${testUpdate(1).id}`);
    await screen.findByRole('heading', { level: 1, name: 'Order 1 confirmed' });
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(router.state.location.pathname).toBe('/updates');
    expect(await screen.findByRole('button', { name: 'Undo' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Order 1 confirmed' })).toBeNull();
    expect(await screen.findByRole('link', { name: 'Order 2 confirmed' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('link', { name: 'Order 1 confirmed' })).toBeInTheDocument();
    // Opened, so read; never deleted.
    expect(calls).toEqual([`read ${testUpdate(1).id}`]);
  });
});

describe("texts in the reader's language (issue 29, item 9)", () => {
  const german = (id: number, overrides: Partial<Update> = {}) =>
    testUpdate(id, {
      header: `Auftrag ${id} bestätigt`,
      body: `Ihr Auftrag ${id} ist bestätigt.`,
      language: 'de',
      cta: { label: 'Bestellungen ansehen', href: '/orders' },
      ...overrides,
    });

  it('asks for the texts in the page language and shows the chips from its labels, never stored words', async () => {
    stored = [german(1, { chip: 'price_list', type: 'alert' }), german(2, { chip: 'season' }), german(3)];
    await renderAt('/updates', 'de');
    const list = await screen.findByRole('list', { name: 'Ihre Neuigkeiten' });
    expect(within(list).getByText('Preisliste')).toBeInTheDocument();
    expect(within(list).getByText('Saison')).toBeInTheDocument();
    expect(within(list).getByText('Auftrag')).toBeInTheDocument();
    expect(within(list).queryByText('Price list')).toBeNull();
    expect(askedLanguages).toContain('de');
    expect(askedLanguages.every((language) => language === 'de')).toBe(true);
  });

  it('marks an update without a text in the page language as English, and a translated one as nothing else', async () => {
    stored = [testUpdate(1, { chip: 'delivery' }), german(2)];
    await renderAt(`/updates/${testUpdate(1).id}`, 'de');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Order 1 confirmed' });
    expect(askedLanguages).toEqual(['de']);
    expect(within(heading).getByText('Order 1 confirmed')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Your order 1 is confirmed.')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('link', { name: 'View your orders' })).toHaveAttribute('lang', 'en');
    // The chip is the reader's word even on an English text.
    expect(screen.getByText('Lieferung')).toBeInTheDocument();

    cleanup();
    await renderAt(`/updates/${german(2).id}`, 'de');
    const translated = await screen.findByRole('heading', { level: 1, name: 'Auftrag 2 bestätigt' });
    expect(within(translated).getByText('Auftrag 2 bestätigt')).not.toHaveAttribute('lang');
    expect(screen.getByText('Ihr Auftrag 2 ist bestätigt.')).not.toHaveAttribute('lang');
  });
});
