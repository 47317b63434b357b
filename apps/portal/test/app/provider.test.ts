import { storeSelectedSoldTo } from '@portal/portal-kit/host';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { invalidateOnSoldToChange } from '../../src/app/provider.tsx';
import { soldTo } from '../support/fixtures.ts';

describe('queries and the selected sold-to', () => {
  const queryClient = new QueryClient();
  let stop: () => void = () => {};
  afterEach(() => {
    stop();
    queryClient.clear();
    storeSelectedSoldTo(null);
  });

  it('marks every query stale when the user switches sold-to, and none when the selection stays the same', () => {
    storeSelectedSoldTo(soldTo('1000001'));
    stop = invalidateOnSoldToChange(queryClient);
    // One of the host's, one as a remote would ask (the remotes share the host's QueryClient).
    queryClient.setQueryData(['permissions'], { ok: true });
    queryClient.setQueryData(['documents', 'invoices', { customer: '1000001' }], []);
    const invalidated = () =>
      queryClient
        .getQueryCache()
        .getAll()
        .filter((query) => query.state.isInvalidated).length;

    storeSelectedSoldTo(soldTo('1000001'));
    expect(invalidated()).toBe(0);

    storeSelectedSoldTo(soldTo('1000002'));
    expect(invalidated()).toBe(2);
  });

  it('refetches nothing when the selection is cleared, as signing out does', () => {
    storeSelectedSoldTo(soldTo('1000001'));
    stop = invalidateOnSoldToChange(queryClient);
    queryClient.setQueryData(['homepage', '1000001'], { ok: true });
    storeSelectedSoldTo(null);
    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .filter((query) => query.state.isInvalidated),
    ).toHaveLength(0);
  });
});
