import { maintenanceInEffect, passesMaintenance, type MaintenanceSettings } from '@portal/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { permissionsQueryOptions } from '../features/permissions/api/get-permissions.ts';

/**
 * Spec 2.3 and ADR 071: whether the start-up shows the maintenance variant. In maintenance, a signed-in user's
 * permissions record (which the server answers in maintenance too) is asked for before anything renders, so staff
 * with the admin tool get the portal and nobody sees the wrong screen first; a visitor without a session is not
 * asked about. The record stays in the query cache for the session gate.
 */
export async function showsMaintenance(
  settings: MaintenanceSettings,
  queryClient: QueryClient,
  username: string | undefined,
  now: Date = new Date(),
): Promise<boolean> {
  if (!maintenanceInEffect(settings, now)) return false;
  if (!username) return true;
  const record = await queryClient.fetchQuery(permissionsQueryOptions(username)).catch(() => null);
  return !passesMaintenance(record);
}
