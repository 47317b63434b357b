import { getPermissionsEndpoint, type PermissionsRecord } from '@portal/contracts';
import {
  ApiRequestError,
  apiRequest,
  getPortalState,
  readAnswer,
  reportError,
  sharedQueryKeys,
} from '@portal/portal-kit';
import { storePermissions } from '@portal/portal-kit/host';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';

/** Spec 7 and 8: the answer may also be empty, which the endpoint's declared schema does not accept. */
function isEmptyAnswer(body: unknown): boolean {
  if (body === undefined || body === null || body === '') return true;
  if (Array.isArray(body)) return body.length === 0;
  return typeof body === 'object' && Object.keys(body).length === 0;
}

/**
 * Spec 4 and 8: loads the permissions record. An empty answer or an HTTP 403 means "no portal access yet" (the waiting page), not an error: both
 * resolve to null and are not reported. Other failures are reported and rethrown.
 */
export async function getUserPermissions(): Promise<PermissionsRecord | null> {
  let record: PermissionsRecord | null;
  try {
    const body = await apiRequest<unknown>(getPermissionsEndpoint.path);
    record = isEmptyAnswer(body) ? null : readAnswer(getPermissionsEndpoint.response, body);
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 403) {
      record = null;
    } else {
      reportError(getPermissionsEndpoint.errorDescription, error);
      throw error;
    }
  }
  return record;
}

/** Keyed by user, so a cache never serves one user's permissions to the next. */
export function permissionsQueryOptions(username: string) {
  return queryOptions({
    queryKey: sharedQueryKeys.permissions.of(username),
    queryFn: getUserPermissions,
    staleTime: 5 * 60_000,
  });
}

/**
 * The query loads the record; the portal state, which every remote reads (`usePermissions`), gets the record here
 * and nowhere else (logout only clears it): from each result the query keeps, whoever asked (start-up, the session
 * gate, an invalidation after a language change). That publishes the `permissions` event (spec 4). A result the state already holds (an
 * unchanged answer keeps the same object) is not stored again. Returns the unsubscribe.
 */
export function storeLoadedPermissions(queryClient: QueryClient): () => void {
  const [root] = sharedQueryKeys.permissions.all;
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || event.query.queryKey[0] !== root) return;
    const record = event.query.state.data as PermissionsRecord | null;
    if (record !== getPortalState().permissions) storePermissions(record);
  });
}

/** Spec 4, "Permissions: loading, then available". */
export function useUserPermissions(username: string) {
  return useQuery(permissionsQueryOptions(username));
}
