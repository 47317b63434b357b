import { getReportEndpoint, type ReportFilter, type ReportSlug } from '@portal/contracts';
import { callEndpoint } from '@portal/portal-kit';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

export interface ReportView {
  customer: string;
  slug: ReportSlug;
  filter: ReportFilter;
}

export function reportQueryOptions({ customer, slug, filter }: ReportView) {
  return queryOptions({
    queryKey: ['report', customer, slug, filter],
    queryFn: ({ signal }) =>
      callEndpoint(getReportEndpoint, { params: { slug }, query: { customer, ...filter } }, { signal }),
    staleTime: 60_000,
  });
}

/** A report's figures; the previous figures stay on screen while new filters load. */
export function useReport(view: ReportView, enabled = true) {
  return useQuery({ ...reportQueryOptions(view), placeholderData: keepPreviousData, enabled });
}
