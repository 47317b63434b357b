import { getOnBehalfConsentEndpoint } from '@portal/contracts';
import { callEndpoint } from '@portal/portal-kit';
import { useQuery } from '@tanstack/react-query';

export const staffSettingKey = (customer: string) => ['account', 'staff-access-setting', customer];

/** Whether staff may change the sold-to's data on its behalf, with the history of that setting (ADR 058). */
export function useStaffAccessSetting(customer: string) {
  return useQuery({
    queryKey: staffSettingKey(customer),
    queryFn: ({ signal }) => callEndpoint(getOnBehalfConsentEndpoint, { query: { customer } }, { signal }),
  });
}
