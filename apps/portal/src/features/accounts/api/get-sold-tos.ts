import { getSoldTosEndpoint, type SoldTo } from '@portal/contracts';
import { callEndpoint } from '@portal/portal-kit';
import { storeSoldTos } from '@portal/portal-kit/host';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Spec 7: sorted by legal name, case-insensitively (the server sorts too; the portal does not rely on it). */
export function sortSoldTos(list: readonly SoldTo[]): SoldTo[] {
  return [...list].sort((a, b) => a.legalName.localeCompare(b.legalName, undefined, { sensitivity: 'base' }));
}

/** Loads the user's sold-to list and keeps it in the portal state (spec 3, stored items). */
export async function getSoldTos(): Promise<SoldTo[]> {
  const list = sortSoldTos(await callEndpoint(getSoldTosEndpoint));
  storeSoldTos(list);
  return list;
}

export function soldTosQueryOptions(username: string) {
  return queryOptions({ queryKey: ['sold-tos', username], queryFn: getSoldTos, staleTime: 5 * 60_000 });
}

export function useSoldTosQuery(username: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...soldTosQueryOptions(username), enabled });
}
