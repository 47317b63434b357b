import { updateOnBehalfConsentEndpoint } from '@portal/contracts';
import { callEndpoint } from '@portal/portal-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffSettingKey } from './get-on-behalf-consent.ts';

/** Turns "staff may change data on our behalf" on or off; the answer is the setting with its history. */
export function useChangeStaffAccessSetting(customer: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (staffMayWrite: boolean) =>
      callEndpoint(updateOnBehalfConsentEndpoint, { body: { customer, staffMayWrite } }),
    onSuccess: (setting) => queryClient.setQueryData(staffSettingKey(customer), setting),
  });
}
