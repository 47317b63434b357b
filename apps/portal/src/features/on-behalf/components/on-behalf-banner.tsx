import { canOpenPagePath, paths } from '@portal/contracts';
import { getPermissions, useOnBehalfSession } from '@portal/portal-kit';
import { Button, Dropdown } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { leaveOnBehalf, useOnBehalfGuard } from '../hooks/use-on-behalf-mode.ts';
import { useOnBehalfMenu } from '../hooks/use-on-behalf-menu.ts';
import { onBehalfNamespace } from '../labels.ts';
import { SessionClock } from './session-clock.tsx';

/**
 * Spec 2.5: above every page while staff act on behalf of a customer: who the customer is, the sections they may
 * open for it, back to the customer search (the session goes on there), and close (ends the session and reloads);
 * the session's clock with "Stay", and whether the customer lets staff change its data (ADR 058). It also keeps the
 * mode to the pages allowed on behalf.
 */
export function OnBehalfBanner() {
  useOnBehalfGuard();
  const session = useOnBehalfSession();
  if (!session) return null;
  return <Banner key={session.sessionId} sessionId={session.sessionId} id={session.customerId} name={session.name} />;
}

function Banner({ sessionId, id, name }: { sessionId: string; id: string; name: string }) {
  const { t } = useTranslation(onBehalfNamespace);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const menu = useOnBehalfMenu();
  const current = menu.find((item) => pathname === item.to || pathname.startsWith(`${item.to}/`));

  // Spec 2.5: close clears the mode and reloads the page: this page where the staff user's own permissions open it
  // (the dashboard, the customer search, a help page), else their dashboard. The target is decided at once (the
  // page may redirect once the mode is gone); the reload waits for the session's end, which it would cancel.
  const close = () => {
    const { pathname: here, search, hash } = window.location;
    const ended = leaveOnBehalf('closed');
    const own = getPermissions();
    const target = own && canOpenPagePath(here, own) ? `${here}${search}${hash}` : paths.dashboard;
    void ended.then(() => reloadAt(target));
  };

  return (
    <section
      aria-label={t('banner_label')}
      className="border-b border-warning/40 bg-amber-50 px-4 py-3 text-ink sm:px-6 lg:px-8"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-3">
        <p className="min-w-0 flex-1 basis-64 font-semibold">{t('banner_text', { name, id })}</p>
        <Dropdown
          label={t('banner_go_to')}
          hideLabel
          placeholder={t('banner_go_to')}
          items={menu.map((item) => ({ id: item.id, label: item.label }))}
          value={current?.id ?? null}
          onChange={(itemId) => {
            const item = menu.find((entry) => entry.id === itemId);
            if (item) void navigate(item.to);
          }}
          noResultsLabel={t('banner_no_sections')}
          className="w-full sm:w-56"
        />
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => void navigate(paths.customerSearch.root)}>
            {t('banner_back')}
          </Button>
          <Button variant="secondary" onClick={close}>
            {t('banner_close')}
          </Button>
        </div>
        <div className="basis-full">
          <SessionClock sessionId={sessionId} />
        </div>
      </div>
    </section>
  );
}

/** Loads `target` afresh: a plain reload when it is the address shown (assigning that one would not reload). */
function reloadAt(target: string): void {
  const { pathname, search, hash } = window.location;
  if (`${pathname}${search}${hash}` === target) window.location.reload();
  else window.location.assign(target);
}
