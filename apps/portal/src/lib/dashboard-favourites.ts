import {
  addDashboardFavouriteEndpoint,
  getDashboardFavouritesEndpoint,
  removeDashboardFavouriteEndpoint,
  type DashboardFavourites,
} from '@portal/contracts';
import { callEndpoint, usePermissions } from '@portal/portal-kit';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/**
 * The staff dashboard's favourite cards (issue 34), stored per user on the server: the dashboard lists them first
 * and the rail shows them. Shared by the dashboard and the navigation.
 */
export const dashboardFavouritesQueryOptions = queryOptions({
  queryKey: ['dashboard', 'favourites'],
  queryFn: ({ signal }) => callEndpoint(getDashboardFavouritesEndpoint, {}, { signal }),
  staleTime: 5 * 60_000,
});

/** The favourite card ids of an internal user (none for customers, who have no cards). */
/** One empty list, so a user without favourites gets the same value on every render. */
const noFavourites: readonly string[] = [];

export function useDashboardFavourites(enabled = true): readonly string[] {
  const permissions = usePermissions();
  const query = useQuery({ ...dashboardFavouritesQueryOptions, enabled: enabled && Boolean(permissions?.internal) });
  return query.data?.cardIds ?? noFavourites;
}

/** Marks or unmarks a card; the answer is the favourites as stored. */
export function useToggleDashboardFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ cardId, favourite }: { cardId: string; favourite: boolean }) =>
      callEndpoint(favourite ? addDashboardFavouriteEndpoint : removeDashboardFavouriteEndpoint, {
        params: { cardId },
      }),
    onSuccess: (favourites: DashboardFavourites) =>
      queryClient.setQueryData(dashboardFavouritesQueryOptions.queryKey, favourites),
  });
}
