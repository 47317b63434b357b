import { keepAccounts, useAccountSelection, type AccountSelectionState } from '@portal/portal-kit';
import { useSearchParams } from '@portal/portal-kit/router';

/**
 * The sold-tos the updates pages read, for the API's `soldTo`: the working sold-to, or those `?accounts=` names
 * (ADR 069); null when there is none to read. Across accounts the links keep `?accounts=`.
 */
export function useUpdatesAccounts(): {
  accounts: AccountSelectionState;
  soldTo: string | null;
  /** `?accounts=...` of the address, to keep on links between the list and an update; empty without one. */
  addressSuffix: string;
} {
  const searchParams = useSearchParams();
  const accounts = useAccountSelection('notifications', searchParams);
  const [params] = searchParams;
  const kept = keepAccounts(params, new URLSearchParams()).toString();
  return {
    accounts,
    soldTo: accounts.customerIds.length > 0 ? accounts.customerIds.join(',') : null,
    addressSuffix: kept ? `?${kept}` : '',
  };
}
