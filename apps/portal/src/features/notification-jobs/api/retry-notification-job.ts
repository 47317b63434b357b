import { retryNotificationJobEndpoint, type NotificationJobList } from '@portal/contracts';
import { callEndpoint } from '@portal/portal-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationJobsKey } from './get-notification-jobs.ts';

/**
 * Sends a failed job again (ADR 073). The lists shown keep the job's row with its new state and the counts from
 * the answer, so the row says what happened (read again, the job would leave the list of failed ones). A refusal
 * reads the lists again: the job may have been sent again by someone else meanwhile.
 */
export function useRetryNotificationJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jobId: string) => callEndpoint(retryNotificationJobEndpoint, { params: { jobId } }),
    onSuccess: ({ job, counts }) =>
      queryClient.setQueriesData<NotificationJobList>({ queryKey: notificationJobsKey }, (list) =>
        list ? { counts, items: list.items.map((item) => (item.id === job.id ? job : item)) } : list,
      ),
    onError: () => queryClient.invalidateQueries({ queryKey: notificationJobsKey }),
  });
}
