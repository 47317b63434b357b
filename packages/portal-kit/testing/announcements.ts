import { screen } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Waits for `text` and checks that each place showing it sits in a live status region, so a screen reader
 * announces it (a loading line that is only grey text tells a blind user nothing). A page may hold other, empty
 * status regions, and several parts of a page may each say they load.
 */
export async function expectAnnounced(text: string): Promise<void> {
  for (const shown of await screen.findAllByText(text)) {
    expect(shown.closest('[role="status"]'), `"${text}" is not in a role="status" region`).not.toBeNull();
  }
}
