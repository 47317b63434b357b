import { getAccessLogEndpoint, type AccessLogQuery } from '@portal/contracts';
import { callEndpoint } from '@portal/portal-kit';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

export type AccessLogView = Partial<AccessLogQuery>;

export const accessLogQueryOptions = (view: AccessLogView) =>
  queryOptions({
    queryKey: ['on-behalf', 'access-log', view],
    queryFn: ({ signal }) => callEndpoint(getAccessLogEndpoint, { query: view }, { signal }),
    placeholderData: keepPreviousData,
  });

/** A page of the group's access log for the filters given (admin tool). */
export function useAccessLog(view: AccessLogView) {
  return useQuery(accessLogQueryOptions(view));
}
