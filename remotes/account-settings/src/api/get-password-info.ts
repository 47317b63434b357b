import { getPasswordInfoEndpoint } from '@portal/contracts';
import { callEndpoint } from '@portal/portal-kit';
import { useQuery } from '@tanstack/react-query';

export const passwordInfoKey = ['account', 'password-info'];

/** When the password was last changed (the provider's last-password-update lookup). */
export function usePasswordInfo() {
  return useQuery({
    queryKey: passwordInfoKey,
    queryFn: ({ signal }) => callEndpoint(getPasswordInfoEndpoint, {}, { signal }),
    staleTime: 60_000,
  });
}
