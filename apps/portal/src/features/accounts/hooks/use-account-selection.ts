import { rememberedSoldToId, useSelectedSoldTo, useSoldTos } from '@portal/portal-kit';
import { storeSelectedSoldTo } from '@portal/portal-kit/host';
import { useLayoutEffect } from 'react';
import { useSoldTosQuery } from '../api/get-sold-tos.ts';
import { resolveAccountSelection, type AccountSelection } from '../account-selection.ts';

export type AccountSelectionState =
  { status: 'loading' } | { status: 'error'; retry: () => void } | { status: 'resolved'; selection: AccountSelection };

/**
 * Loads the sold-to list and applies spec 4's selection rules. An automatic selection is written to the
 * portal state (broadcast and remembered for this user) before the state reports "resolved", so everything
 * below the gate sees the selected sold-to from its first render.
 */
export function useAccountSelection(username: string, { enabled }: { enabled: boolean }): AccountSelectionState {
  const query = useSoldTosQuery(username, { enabled });
  const soldTos = useSoldTos();
  const selected = useSelectedSoldTo();
  const selection =
    query.isSuccess && soldTos
      ? resolveAccountSelection(soldTos, {
          currentId: selected?.customerId,
          rememberedId: rememberedSoldToId(username),
        })
      : null;
  const pending = selection?.kind === 'selected' && selection.soldTo !== selected ? selection.soldTo : null;

  useLayoutEffect(() => {
    if (pending) storeSelectedSoldTo(pending, username);
  }, [pending, username]);

  if (query.isError) return { status: 'error', retry: () => void query.refetch() };
  if (!selection || pending) return { status: 'loading' };
  return { status: 'resolved', selection };
}
