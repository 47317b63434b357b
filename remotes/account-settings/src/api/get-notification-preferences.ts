import { getNotificationPreferencesEndpoint } from '@portal/contracts';
import { callEndpoint } from '@portal/portal-kit';
import { useQuery } from '@tanstack/react-query';

export const notificationPreferencesKey = ['account', 'notification-preferences'];

/** The signed-in user's notification preferences: the kinds they may be told of, each with its channel. */
export function useNotificationPreferences() {
  return useQuery({
    queryKey: notificationPreferencesKey,
    queryFn: ({ signal }) => callEndpoint(getNotificationPreferencesEndpoint, {}, { signal }),
  });
}
