import { forgotPasswordEndpoint, type ForgotPasswordRequest } from '@portal/contracts';
import { callEndpoint } from '@portal/portal-kit';
import { useMutation } from '@tanstack/react-query';

/**
 * Spec 7, `forgotPassword`. The page shows a failure itself and, as before, does not report it (a refusal such
 * as 429 is an answer to the user, not a fault of the portal).
 */
export function requestPasswordReset(request: ForgotPasswordRequest) {
  return callEndpoint(forgotPasswordEndpoint, { body: request }, { expected: () => true });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
