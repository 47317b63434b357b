import { getSignInsEndpoint } from '@portal/contracts';
import { callEndpoint } from '@portal/portal-kit';
import { useQuery } from '@tanstack/react-query';

export const signInsKey = ['account', 'sign-ins'];

/** The user's active sign-ins, the current one first. */
export function useSignIns() {
  return useQuery({
    queryKey: signInsKey,
    queryFn: ({ signal }) => callEndpoint(getSignInsEndpoint, {}, { signal }),
  });
}
