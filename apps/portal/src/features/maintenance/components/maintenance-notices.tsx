import { isLanguageId, maintenanceInEffect, upcomingMaintenance, type MaintenanceSettings } from '@portal/contracts';
import { Button } from '@portal/ui';
import { Wrench, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMaintenanceClock } from '../hooks/use-maintenance-clock.ts';
import { maintenanceNamespace } from '../labels.ts';
import { maintenanceTimeText } from '../lib/maintenance-time.ts';

/** Per tab, like the sign-in itself: the planned maintenance (by its start) whose notice was dismissed here. */
const dismissedKey = 'portal.maintenanceNoticeDismissed';

function dismissedFor(from: string): boolean {
  return sessionStorage.getItem(dismissedKey) === from;
}

/**
 * Staff with the admin tool use the portal in maintenance (ADR 071): every signed-in page says so, in the flow of
 * the page above its content (never over it), announced politely.
 */
export function MaintenanceBanner() {
  const { t } = useTranslation(maintenanceNamespace);
  const titleId = useId();
  return (
    <div
      role="status"
      aria-labelledby={titleId}
      className="border-b border-warning/40 bg-amber-50 px-4 py-3 text-ink sm:px-6 lg:px-8"
    >
      <div className="mx-auto flex max-w-6xl items-start gap-3">
        <Wrench aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div className="min-w-0">
          <p id={titleId} className="font-semibold">
            {t('banner_title')}
          </p>
          <p className="text-sm">{t('banner_body')}</p>
        </div>
      </div>
    </div>
  );
}

/**
 * Before a planned maintenance (MAINTENANCE_FROM) signed-in users read when it will be, in their language and
 * time zone, until they dismiss it for this tab.
 */
export function PlannedMaintenanceNotice({ settings }: { settings: MaintenanceSettings }) {
  const { t, i18n } = useTranslation(maintenanceNamespace);
  const titleId = useId();
  const planned = upcomingMaintenance(settings, new Date());
  const [dismissed, setDismissed] = useState(() => (planned ? dismissedFor(planned.from) : false));
  if (!planned || dismissed) return null;
  const language = isLanguageId(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const when = maintenanceTimeText(planned, language);
  return (
    <section
      aria-labelledby={titleId}
      className="border-b border-blue-200 bg-blue-50 px-4 py-3 text-ink sm:px-6 lg:px-8"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-start gap-x-4 gap-y-2">
        <div role="status" className="min-w-0 flex-1 basis-64">
          <h2 id={titleId} className="font-semibold">
            {t('planned_title')}
          </h2>
          <p className="text-sm">{t(planned.until ? 'planned_body_until' : 'planned_body', { when })}</p>
        </div>
        <Button
          variant="secondary"
          onClick={() => {
            sessionStorage.setItem(dismissedKey, planned.from);
            setDismissed(true);
          }}
        >
          <X aria-hidden="true" className="size-4" />
          {t('planned_dismiss')}
        </Button>
      </div>
    </section>
  );
}

/**
 * What signed-in pages show of maintenance: the banner for staff passing it, else the notice of a planned one;
 * and the clock that starts the portal again when a planned maintenance begins or ends.
 */
export function MaintenanceNotices({ settings }: { settings: MaintenanceSettings }) {
  useMaintenanceClock(settings);
  if (maintenanceInEffect(settings, new Date())) return <MaintenanceBanner />;
  return <PlannedMaintenanceNotice settings={settings} />;
}
