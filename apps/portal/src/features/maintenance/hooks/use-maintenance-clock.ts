import { maintenanceInEffect, type MaintenanceSettings } from '@portal/contracts';
import { useEffect } from 'react';
import { reloadPage } from '../../../lib/reload-page.ts';

/** The longest delay a browser timer keeps (about 24.8 days); a boundary further away waits for a later start. */
const longestTimerMs = 2 ** 31 - 1;

/** The next moment of the planned maintenance still ahead (its start, else its end), if any. */
export function nextMaintenanceBoundary(settings: MaintenanceSettings, now: Date): number | null {
  const planned = settings.plannedMaintenance;
  if (!planned) return null;
  const boundaries = [planned.from, planned.until].flatMap((value) => (value ? [Date.parse(value)] : []));
  return boundaries.find((time) => time > now.getTime()) ?? null;
}

/**
 * Spec 2.3, ADR 071: when a planned maintenance starts or ends while the portal is open, it starts again, so the
 * start-up chooses the maintenance page (or, for staff with the admin tool, the portal with its banner) afresh.
 * A page that is already what the start-up would choose is left alone. (A quarter second late, so the boundary
 * has passed by the time it is judged.)
 */
export function useMaintenanceClock(settings: MaintenanceSettings): void {
  useEffect(() => {
    const boundary = nextMaintenanceBoundary(settings, new Date());
    if (boundary === null) return;
    const delay = boundary - Date.now();
    if (delay > longestTimerMs) return;
    const before = maintenanceInEffect(settings, new Date());
    const timer = setTimeout(() => {
      if (maintenanceInEffect(settings, new Date()) !== before) reloadPage();
    }, delay + 250);
    return () => clearTimeout(timer);
  }, [settings]);
}
