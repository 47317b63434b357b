import { forgotPasswordResponseSchema, type ForgotPasswordRequest } from '@portal/contracts';
import { apiRequest } from '@portal/portal-kit';
import { useMutation } from '@tanstack/react-query';

export const requestPasswordResetPath = '/pub/api/v1/password/forgot';

export async function requestPasswordReset(request: ForgotPasswordRequest) {
  return forgotPasswordResponseSchema.parse(
    await apiRequest(requestPasswordResetPath, { method: 'POST', body: request }),
  );
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
