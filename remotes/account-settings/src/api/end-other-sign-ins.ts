import { endOtherSignInsEndpoint } from '@portal/contracts';
import { callEndpoint } from '@portal/portal-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signInsKey } from './get-sign-ins.ts';

/** Signs the user out everywhere else; the list is read again. */
export function useEndOtherSignIns() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(endOtherSignInsEndpoint, {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: signInsKey }),
  });
}
