import { updateNotificationPreferencesEndpoint, type NotificationPreferencesUpdate } from '@portal/contracts';
import { callEndpoint } from '@portal/portal-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationPreferencesKey } from './get-notification-preferences.ts';

/** Saves the preferences; the answer is what is stored. */
export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: NotificationPreferencesUpdate) =>
      callEndpoint(updateNotificationPreferencesEndpoint, { body: change }),
    onSuccess: (stored) => queryClient.setQueryData(notificationPreferencesKey, stored),
  });
}
