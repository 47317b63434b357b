import { z } from 'zod';
import { derivePermissions, isInternalCompany } from './derive-permissions.ts';
import type { PermissionsRecord } from './permissions.ts';

/**
 * A planned maintenance (MAINTENANCE_FROM, optionally MAINTENANCE_UNTIL): from `from` on, the portal is in
 * maintenance as with the maintenance flag; until then signed-in users see a notice. Without `until` it lasts
 * until the variable is removed.
 */
export const maintenanceWindowSchema = z.object({
  from: z.string().datetime({ offset: true }),
  until: z.string().datetime({ offset: true }).nullable(),
});

export type MaintenanceWindow = z.infer<typeof maintenanceWindowSchema>;

/** What of the runtime configuration says whether the portal is in maintenance. */
export interface MaintenanceSettings {
  /** MAINTENANCE_MODE: in maintenance now, whatever the time. */
  maintenance: boolean;
  plannedMaintenance: MaintenanceWindow | null;
}

/** The `reason` of the API's 503 to a call refused because the portal is in maintenance. */
export const maintenanceRefusalReason = 'maintenance';

/** Spec 2.3: the maintenance flag is set, or the planned maintenance has begun and not yet ended. */
export function maintenanceInEffect(settings: MaintenanceSettings, now: Date): boolean {
  if (settings.maintenance) return true;
  const planned = settings.plannedMaintenance;
  if (!planned) return false;
  const time = now.getTime();
  return Date.parse(planned.from) <= time && (planned.until === null || time < Date.parse(planned.until));
}

/** The planned maintenance, while it is still to come (the notice signed-in users see before it starts). */
export function upcomingMaintenance(settings: MaintenanceSettings, now: Date): MaintenanceWindow | null {
  const planned = settings.plannedMaintenance;
  if (settings.maintenance || !planned) return null;
  return now.getTime() < Date.parse(planned.from) ? planned : null;
}

/**
 * Staff with the admin tool (on their own entry, as the staff tools are judged) use the portal during maintenance;
 * everyone else gets the maintenance page, and the API refuses their calls.
 */
export function passesMaintenance(record: PermissionsRecord | null | undefined): boolean {
  if (!record || !isInternalCompany(record.companyType)) return false;
  return derivePermissions(record, { soldToId: null }).adminTool;
}
