import { listNotificationJobsEndpoint, type NotificationJob } from '@portal/contracts';
import { callEndpoint } from '@portal/portal-kit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export const notificationJobsKey = ['notification-jobs'];

/** The mail queue's jobs of `state`, or without one those that failed, with the counts per state (admin tool). */
export function useNotificationJobs(state: NotificationJob['state'] | undefined) {
  return useQuery({
    queryKey: [...notificationJobsKey, state ?? 'failed'],
    queryFn: ({ signal }) => callEndpoint(listNotificationJobsEndpoint, { query: { state } }, { signal }),
    placeholderData: keepPreviousData,
  });
}
