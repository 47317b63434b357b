import {
  extendOnBehalfSessionEndpoint,
  getOnBehalfSessionStatusEndpoint,
  type OnBehalfSessionStatus,
} from '@portal/contracts';
import { mockEndpoint } from '@portal/portal-kit/testing/endpoints';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionClock } from '../../../src/features/on-behalf/components/session-clock.tsx';
import { setUpApiServer } from '../../support/api-server.ts';
import { Providers, setUpI18n, signInAs } from '../../support/render.tsx';

/**
 * The banner's session clock (issue 34): the time left as mm:ss from the server's answer, the warning two minutes
 * before the end (at once when less is left) announced once, Stay, the end said at once, and read-only sessions.
 */

const { server } = setUpApiServer();
const sessionId = '0f8d6a52-6d1e-4c1a-9a52-3f1d2b7e9c10';

function status(secondsLeft: number, overrides: Partial<OnBehalfSessionStatus> = {}): OnBehalfSessionStatus {
  return {
    sessionId,
    customerId: '1000107',
    idleMinutes: 30,
    expiresAt: new Date(Date.now() + secondsLeft * 1000).toISOString(),
    secondsLeft,
    staffMayWrite: true,
    ...overrides,
  };
}

/** Serves the clock: each status call answers the next of `answers` (the last one repeats); counts the calls. */
function serve(answers: OnBehalfSessionStatus[]) {
  const calls = { status: 0, extend: 0 };
  server.use(
    mockEndpoint(getOnBehalfSessionStatusEndpoint, () => {
      calls.status += 1;
      return answers[Math.min(calls.status, answers.length) - 1] ?? status(0);
    }),
    mockEndpoint(extendOnBehalfSessionEndpoint, () => {
      calls.extend += 1;
      return status(30 * 60);
    }),
  );
  return calls;
}

function renderClock() {
  const router = createMemoryRouter([{ path: '/dashboard', element: <SessionClock sessionId={sessionId} /> }], {
    initialEntries: ['/dashboard'],
  });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const announcement = () => screen.getByRole('status');

beforeAll(() => setUpI18n());

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  signInAs('staff@example.com');
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the session clock', () => {
  it('counts down as mm:ss, warns at two minutes once for screen readers, and Stay extends on the server', async () => {
    const calls = serve([status(125)]);
    renderClock();
    expect(await screen.findByText('Session ends in 02:05 without activity')).toBeVisible();
    expect(announcement()).toHaveTextContent('');

    await advance(5_000);
    expect(screen.getByText(/Session ends in 02:00/)).toBeVisible();
    const warning = 'Two minutes or less left in this on-behalf session. Choose Stay to keep it open.';
    expect(announcement()).toHaveTextContent(warning);
    // The polite announcement stays the same sentence while the seconds run: said once, not every second.
    await advance(3_000);
    expect(screen.getByText(/Session ends in 01:57/)).toBeVisible();
    expect(announcement()).toHaveTextContent(warning);
    expect(announcement().textContent).not.toMatch(/\d/);

    await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
    expect(await screen.findByText(/Session ends in 30:00/)).toBeVisible();
    expect(calls.extend).toBe(1);
    expect(announcement()).toHaveTextContent('');
  });

  it('warns at once when the idle limit leaves two minutes or less', async () => {
    serve([status(60, { idleMinutes: 1 })]);
    renderClock();
    expect(await screen.findByText(/Session ends in 01:00/)).toBeVisible();
    expect(announcement()).toHaveTextContent(/Two minutes or less left/);
  });

  it('says at once that the session has ended when the time runs out, and asks the server', async () => {
    const calls = serve([status(3)]);
    renderClock();
    expect(await screen.findByText(/Session ends in 00:03/)).toBeVisible();
    await advance(3_000);
    expect(screen.getByRole('alert')).toHaveTextContent('This on-behalf session has ended: it was idle too long.');
    expect(screen.queryByRole('button', { name: 'Stay' })).toBeNull();
    await vi.waitFor(() => expect(calls.status).toBeGreaterThan(1));
  });

  it("starts again from the server's answer when activity elsewhere moved the limit on", async () => {
    serve([status(3), status(29 * 60)]);
    renderClock();
    expect(await screen.findByText(/Session ends in 00:03/)).toBeVisible();
    await advance(3_000);
    expect(await screen.findByText(/Session ends in 2[89]:\d\d/)).toBeVisible();
  });

  it("says when the customer has turned off staff's changes", async () => {
    serve([status(600, { staffMayWrite: false })]);
    renderClock();
    expect(
      await screen.findByText(
        'The customer has turned off “staff may change data on our behalf”: you can look, but not change anything.',
      ),
    ).toBeVisible();
  });
});
