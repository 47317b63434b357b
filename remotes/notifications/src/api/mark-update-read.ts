import { markUpdateReadEndpoint } from '@portal/contracts';
import { callEndpoint } from '@portal/portal-kit';
import type { QueryClient } from '@tanstack/react-query';
import { refreshAfterChange } from './updates-keys.ts';

export async function markRead(queryClient: QueryClient, soldTo: string, id: string): Promise<void> {
  await callEndpoint(markUpdateReadEndpoint, { params: { id }, query: { soldTo } });
  await refreshAfterChange(queryClient);
}
