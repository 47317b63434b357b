import { getCustomerEndpoint } from '@portal/contracts';
import { callEndpoint, useSelectedSoldTo } from '@portal/portal-kit';
import { useQuery } from '@tanstack/react-query';

/** The countries of the sold-tos read this tab (spec 3's analytics `country`), by customer id. */
const countries = new Map<string, string>();

/** Forgets the countries read (a test's fresh browser). */
export function forgetCustomerCountries(): void {
  countries.clear();
}

/** The selected sold-to's country once the customer call gave it, else null. */
export function customerCountryOf(customerId: string | undefined): string | null {
  return (customerId && countries.get(customerId)) || null;
}

/**
 * Spec 7's customer call (`GET /priv/api/v1/customer`) for the selected sold-to while tracking is allowed: it
 * gives the analytics `country`. A failure is reported by the call ('Error getting customer info') and
 * swallowed: the field stays null. Answers whether the country is settled (known, failed, or not asked), so
 * the page view can wait for it.
 */
export function useCustomerCountry(enabled: boolean): boolean {
  const customerId = useSelectedSoldTo()?.customerId;
  const asked = enabled && !!customerId && !countries.has(customerId);
  const query = useQuery({
    queryKey: ['customer-info', customerId],
    queryFn: async ({ signal }) => {
      const [info] = await callEndpoint(
        getCustomerEndpoint,
        { query: { onBehalf: 'false', currentCustomerId: customerId } },
        { signal },
      );
      if (info && customerId) countries.set(customerId, info.country);
      return info ?? null;
    },
    enabled: asked,
    retry: false,
    staleTime: Infinity,
  });
  return !asked || !query.isPending;
}
