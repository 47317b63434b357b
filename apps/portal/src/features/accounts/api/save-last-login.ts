import { paths, saveLastLoginEndpoint, type SoldTo } from '@portal/contracts';
import { callEndpoint, getPortalState, getUserInfo } from '@portal/portal-kit';
import { storeSelectedSoldTo, storeSoldTos } from '@portal/portal-kit/host';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';

/** `POST /priv/api/v1/user/save/last_login?customer=`: remembers the selection on the server. */
export async function saveLastLogin(customerId: string): Promise<void> {
  await callEndpoint(saveLastLoginEndpoint, { query: { customer: customerId } });
}

/**
 * Spec 4, switching: every sold-to's lastLogin becomes the selected id, the selection is broadcast
 * (`selectedSoldTo`) and recorded in the session-storage map keyed by preferred username.
 */
export function applySelection(soldTo: SoldTo): void {
  const list = getPortalState().soldTos;
  if (list) storeSoldTos(list.map((entry) => ({ ...entry, lastLogin: soldTo.customerId })));
  const fresh = getPortalState().soldTos?.find((entry) => entry.customerId === soldTo.customerId);
  storeSelectedSoldTo(fresh ?? { ...soldTo, lastLogin: soldTo.customerId }, getUserInfo()?.preferred_username);
}

/** Selects a sold-to and goes to the dashboard (spec 4, "redirects, normally to the dashboard"). */
export function useSelectSoldTo({ redirectTo = paths.dashboard }: { redirectTo?: string } = {}) {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (soldTo: SoldTo | null | undefined) => {
      // Spec 5: a sold-to must be given; without one an error is logged and nothing happens.
      if (!soldTo?.customerId) {
        console.error('Saving the last selected sold-to needs a sold-to');
        return null;
      }
      await saveLastLogin(soldTo.customerId);
      return soldTo;
    },
    onSuccess: (soldTo) => {
      if (!soldTo) return;
      applySelection(soldTo);
      void navigate(redirectTo, { replace: true });
    },
  });
}
