import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RequestHandler } from 'msw';
import type { SetupServer } from 'msw/node';
import { describe, expect, it } from 'vitest';
import type { RemoteModule } from '../src/remote-module.ts';
import { expectAnnounced } from './announcements.ts';
import { neverAnswers, refusal, serverFailure } from './endpoints.ts';
import { renderRemotePage, type RemotePageOptions } from './render-remote-page.tsx';

/**
 * An answer the helper gives a page's call: a `Response`, or a value the endpoint's schema accepts. Typed to fit any
 * endpoint's handler; `mockEndpoint` checks a value against the endpoint's response schema when it answers.
 */
export type StateAnswer = () => never;

/** What a page shows in a state: a heading (of `level`, when it matters) or a text anywhere on the page. */
export type ShownText = { heading: string; level?: number } | { text: string };

export interface PageStatesCase {
  /** Names the page in the test titles. */
  name: string;
  path: string;
  /** The handlers of the page's main call (or calls), every one answering `answer`. */
  calls: (answer: StateAnswer) => RequestHandler | RequestHandler[];
  /** The line a screen reader announces while the call runs. */
  loading: string;
  /** What the page shows when the call fails (500); it offers `retry`. */
  failure: ShownText;
  /** What the page shows on a 403; it offers no retry unless `retry` is set (a refusal does not pass by itself). */
  refusal: { shown: ShownText; retry?: boolean };
  /** The answer with nothing to show and what the page says then; none for a page that always has something. */
  empty?: { answer: () => unknown; shown: ShownText };
  /** The name of the retry button, "Try again" unless the page says otherwise. */
  retry?: string;
  options?: RemotePageOptions;
}

/** Finds what a state shows; like every `findBy…` query it fails the test when nothing matches in time. */
function findShown(shown: ShownText): Promise<HTMLElement> {
  return 'heading' in shown
    ? screen.findByRole('heading', { name: shown.heading, ...(shown.level ? { level: shown.level } : {}) })
    : screen.findByText(shown.text);
}

function queryShown(shown: ShownText): HTMLElement | null {
  return 'heading' in shown
    ? screen.queryByRole('heading', { name: shown.heading, ...(shown.level ? { level: shown.level } : {}) })
    : screen.queryByText(shown.text);
}

/**
 * The four states of each page of a remote (spec 8): it announces that it loads, says when there is nothing to
 * show, says a failure is one and calls again on retry, and shows a 403 as a refusal. `server` is the file's
 * MSW server (`startMockServer`); each test adds the page's handlers to it.
 */
export function describePageStates(remoteModule: RemoteModule, server: SetupServer, pages: PageStatesCase[]): void {
  describe.each(pages)('$name', (page) => {
    const render = () => renderRemotePage(remoteModule, page.path, page.options);
    const use = (answer: () => unknown) => server.use(...[page.calls(answer as StateAnswer)].flat());
    const retry = page.retry ?? 'Try again';

    it('announces that it loads', async () => {
      use(neverAnswers);
      await render();
      await expectAnnounced(page.loading);
    });

    if (page.empty) {
      const empty = page.empty;
      it('says when there is nothing to show', async () => {
        use(empty.answer);
        await render();
        expect(await findShown(empty.shown)).toBeDefined();
      });
    }

    it('says a failure is one and calls again on retry', async () => {
      let failing = true;
      let callsAfterRetry = 0;
      use(() => {
        if (failing) return serverFailure();
        callsAfterRetry += 1;
        return (page.empty?.answer ?? neverAnswers)();
      });
      await render();
      expect(await findShown(page.failure)).toBeDefined();
      failing = false;
      await userEvent.click(screen.getByRole('button', { name: retry }));
      await waitFor(() => expect(callsAfterRetry).toBeGreaterThan(0));
      if (page.empty) {
        expect(await findShown(page.empty.shown)).toBeDefined();
        expect(queryShown(page.failure)).toBeNull();
      }
    });

    it(`shows a 403 as a refusal${page.refusal.retry ? '' : ', without a retry'}`, async () => {
      use(refusal);
      await render();
      expect(await findShown(page.refusal.shown)).toBeDefined();
      if (page.refusal.retry) expect(screen.getByRole('button', { name: retry })).toBeDefined();
      else expect(screen.queryByRole('button', { name: retry })).toBeNull();
    });
  });
}
