import { markAllUpdatesReadEndpoint } from '@portal/contracts';
import { callEndpoint } from '@portal/portal-kit';
import type { QueryClient } from '@tanstack/react-query';
import { refreshAfterChange } from './updates-keys.ts';

export async function markAllRead(queryClient: QueryClient, soldTo: string): Promise<void> {
  await callEndpoint(markAllUpdatesReadEndpoint, { query: { soldTo } });
  await refreshAfterChange(queryClient);
}
