import {
  listNotificationJobsEndpoint,
  retryNotificationJobEndpoint,
  type NotificationJob,
  type NotificationJobList,
} from '@portal/contracts';
import { mockEndpoint } from '@portal/portal-kit/testing/endpoints';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setUpApiServer } from '../../support/api-server.ts';
import { permissionsRecord, privilege } from '../../support/fixtures.ts';
import { origin, renderRoutes, signInAs } from '../../support/render.tsx';

/**
 * Staff's page of the mail queue (issue 33, ADR 073): the counts per state, the failed jobs, a state filter, "Send
 * again" from the keyboard with the outcome announced and the row showing the job queued; empty, error and refusal.
 */

const { server } = setUpApiServer();

const admin = permissionsRecord({
  userName: 'staff@example.com',
  companyType: 'INTERNAL',
  portalPrivileges: [privilege('*', ['ADMIN_TOOL'])],
});

const jobOf = (to: string, state: NotificationJob['state'], attempts: number): NotificationJob => ({
  id: crypto.randomUUID(),
  kind: 'mail',
  state,
  to,
  subject: 'Order 4711 has shipped',
  attempts,
  maxAttempts: 5,
  runAt: '2026-11-28T10:30:00.000Z',
  lastError: 'connect ECONNREFUSED 127.0.0.1:25',
  createdAt: '2026-11-28T09:00:00.000Z',
});

const counts = (changes: Partial<NotificationJobList['counts']> = {}): NotificationJobList['counts'] => ({
  pending: 0,
  running: 0,
  retry: 1,
  done: 12,
  dead: 1,
  ...changes,
});

function serve(list: (state: string | null) => NotificationJobList | Response) {
  signInAs('staff@example.com');
  const asked: Array<string | null> = [];
  server.use(
    http.get(`${origin}/priv/api/admin/tools/permissions`, () => HttpResponse.json(admin)),
    mockEndpoint(listNotificationJobsEndpoint, (request) => {
      const state = new URL(request.url).searchParams.get('state');
      asked.push(state);
      return list(state);
    }),
  );
  return asked;
}

describe('/notification-jobs', () => {
  it('shows the counts and the failed jobs, and sends a dead one again from the keyboard, announcing it', async () => {
    const dead = jobOf('ada@collins.example', 'dead', 5);
    const retrying = jobOf('bob@collins.example', 'retry', 2);
    serve(() => ({ items: [dead, retrying], counts: counts() }));
    const sent: string[] = [];
    server.use(
      mockEndpoint(retryNotificationJobEndpoint, (_request, params) => {
        sent.push(String(params.jobId));
        return {
          job: { ...dead, state: 'pending' as const, maxAttempts: 6, runAt: '2026-11-28T11:00:00.000Z' },
          counts: counts({ dead: 0, pending: 1 }),
        };
      }),
    );
    renderRoutes('/notification-jobs');

    const table = await screen.findByRole('table', { name: '2 jobs' }, { timeout: 5000 });
    const counted = screen.getByRole('heading', { name: 'Jobs per state' }).parentElement as HTMLElement;
    expect(within(counted).getByText('Dead (no attempts left)').nextElementSibling).toHaveTextContent('1');
    expect(within(counted).getByText('Sent').nextElementSibling).toHaveTextContent('12');

    const row = within(table).getByRole('row', { name: /ada@collins\.example/ });
    expect(row).toHaveTextContent('Order 4711 has shipped');
    expect(row).toHaveTextContent('5 of 5');
    expect(row).toHaveTextContent('connect ECONNREFUSED 127.0.0.1:25');
    expect(row).toHaveTextContent('Dead (no attempts left)');

    const button = within(row).getByRole('button', { name: 'Send the mail to ada@collins.example again' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('The mail to ada@collins.example is queued and will be sent now.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(sent).toEqual([dead.id]);
    const updated = within(table).getByRole('row', { name: /ada@collins\.example/ });
    expect(updated).toHaveTextContent('Waiting to be sent');
    expect(updated).toHaveTextContent('5 of 6');
    expect(within(updated).queryByRole('button')).toBeNull();
    expect(within(counted).getByText('Dead (no attempts left)').nextElementSibling).toHaveTextContent('0');
  });

  it('says so when someone else sent the job first, and reads the list again', async () => {
    const dead = jobOf('ada@collins.example', 'dead', 5);
    let reads = 0;
    serve(() => {
      reads += 1;
      return reads === 1 ? { items: [dead], counts: counts() } : { items: [], counts: counts({ dead: 0 }) };
    });
    server.use(
      mockEndpoint(retryNotificationJobEndpoint, () =>
        HttpResponse.json({ error: 'Conflict', message: 'is pending' }, { status: 409 }),
      ),
    );
    renderRoutes('/notification-jobs');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Send the mail to ada@collins.example again' }, { timeout: 5000 }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The mail to ada@collins.example was not failed any more',
    );
    expect(await screen.findByText('No mail has failed. Every job was sent or is waiting.')).toBeInTheDocument();
  });

  it('filters by state through the address', async () => {
    const asked = serve((state) =>
      state === 'done'
        ? { items: [{ ...jobOf('cy@collins.example', 'done', 1), lastError: null }], counts: counts() }
        : { items: [], counts: counts({ retry: 0, dead: 0 }) },
    );
    renderRoutes('/notification-jobs');
    expect(
      await screen.findByText('No mail has failed. Every job was sent or is waiting.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Sent');
    const row = within(await screen.findByRole('table', { name: '1 job' })).getByRole('row', {
      name: /cy@collins\.example/,
    });
    expect(row).toHaveTextContent('Nothing to do');
    expect(asked).toEqual([null, 'done']);
  });

  it('shows a failure with a way to try again, then the jobs', async () => {
    let reads = 0;
    serve(() => {
      reads += 1;
      return reads === 1
        ? HttpResponse.json({ error: 'Internal Server Error', message: 'down' }, { status: 500 })
        : { items: [jobOf('ada@collins.example', 'retry', 1)], counts: counts() };
    });
    renderRoutes('/notification-jobs');
    expect(await screen.findByText('Loading the jobs…', {}, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 }));
    expect(await screen.findByRole('table', { name: '1 job' })).toBeInTheDocument();
  });
});
