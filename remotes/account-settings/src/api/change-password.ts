import { changePasswordEndpoint, type PasswordChangeRequest } from '@portal/contracts';
import { callEndpoint } from '@portal/portal-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { passwordInfoKey } from './get-password-info.ts';

/** Changes the password (with the current one); on success the last-changed date is refreshed. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PasswordChangeRequest) => callEndpoint(changePasswordEndpoint, { body }),
    onSuccess: (info) => queryClient.setQueryData(passwordInfoKey, info),
  });
}
