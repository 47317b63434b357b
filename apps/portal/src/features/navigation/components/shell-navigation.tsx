import { Alert, cx } from '@portal/ui';
import { Menu, X } from 'lucide-react';
import { memo, useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useBrandSelectionBusy } from '../hooks/use-brand-selection-busy.ts';
import { useNavigationItems } from '../hooks/use-navigation-items.ts';
import { BrandMark } from './brand-mark.tsx';
import { NavigationList } from './navigation-list.tsx';

/** Spec 3, "Alert", as the sidebar's alert box shows it. */
export interface SidebarAlert {
  header: string;
  body?: string;
  type?: 'notification' | 'warning' | 'alert';
  cta?: ReactNode;
  /** The language of the texts when it is not the page's (an update without a text in the reader's language). */
  lang?: string | undefined;
}

/** What the user section needs from the navigation around it. */
export interface UserSectionControls {
  /** Keeps the rail expanded while the user menu is open (spec 4, "account menu open or closed"). */
  onMenuOpenChange: (open: boolean) => void;
}

export interface ShellNavigationProps {
  renderUserSection: (controls: UserSectionControls) => ReactNode;
  /** The search button, as a row of the rail or an icon of the top bar (the app composes it: issue 33). */
  renderSearch?: (placement: 'rail' | 'bar') => ReactNode;
  alert?: SidebarAlert;
  unreadUpdates?: number;
}

interface NavigationProps {
  unreadUpdates?: number;
  onChoose?: () => void;
  /** The rail pushes the bottom items to its foot; the top-bar menu lists them right after the top ones. */
  spread?: boolean;
}

/** Memoised: the alert box or the unread count changing re-renders neither list of links. */
const Navigation = memo(function Navigation({ unreadUpdates, onChoose, spread = false }: NavigationProps) {
  const { t } = useTranslation('shell');
  const { top, bottom } = useNavigationItems();
  const busy = useBrandSelectionBusy();
  return (
    <nav
      aria-label={t('main_navigation')}
      aria-busy={busy}
      className={cx('flex flex-col gap-6', spread && 'flex-1 justify-between')}
    >
      <NavigationList items={top} disabled={busy} onChoose={onChoose} />
      <NavigationList items={bottom} disabled={busy} unreadUpdates={unreadUpdates} onChoose={onChoose} />
    </nav>
  );
});

function AlertBox({ alert }: { alert: SidebarAlert }) {
  return (
    <Alert
      header={alert.header}
      body={alert.body}
      type={alert.type}
      cta={alert.cta}
      lang={alert.lang}
      className="whitespace-normal"
    />
  );
}

/**
 * Desktop (lg and up, or md and up in landscape): a 72 px rail that widens to 312 px over the page while
 * hovered, while focus is inside it and while the user menu is open.
 */
function Rail({ renderUserSection, renderSearch, alert, unreadUpdates }: ShellNavigationProps) {
  const { t } = useTranslation('shell');
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <header
      data-rail
      data-expanded={menuOpen}
      className="shell-rail group/rail fixed inset-y-0 left-0 z-40 w-rail flex-col overflow-hidden bg-brand text-white shadow-lg transition-[width] duration-200 hover:w-rail-expanded focus-within:w-rail-expanded data-[expanded=true]:w-rail-expanded motion-reduce:transition-none"
    >
      <div className="flex h-16 shrink-0 items-center gap-4 px-4">
        <BrandMark />
        <span className="rail-label text-lg font-semibold whitespace-nowrap">{t('app_name')}</span>
      </div>
      {/* Only the middle scrolls: the user section (and sign-out) stays in view however many items there are. */}
      <div className="flex min-h-0 flex-1 flex-col gap-4 overflow-x-hidden overflow-y-auto px-3 py-4">
        {renderSearch?.('rail')}
        <Navigation unreadUpdates={unreadUpdates} spread />
        {alert ? (
          <div className="rail-alert w-[calc(var(--width-rail-expanded)-1.5rem)]">
            <AlertBox alert={alert} />
          </div>
        ) : null}
      </div>
      <div className="shrink-0 border-t border-white/20 p-3">
        {renderUserSection({ onMenuOpenChange: setMenuOpen })}
      </div>
    </header>
  );
}

/** Mobile and tablet portrait: a top bar; the navigation opens below it. */
function TopBar({ renderUserSection, renderSearch, alert, unreadUpdates }: ShellNavigationProps) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  // Remembering where the menu was opened closes it by itself once the user goes anywhere else.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  const setOpen = (value: boolean) => setOpenAt(value ? pathname : null);
  const close = useCallback(() => setOpenAt(null), []);
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenAt(null);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open]);

  return (
    <header className="shell-top-bar fixed inset-x-0 top-0 z-40 bg-brand text-white shadow-md">
      <div className="flex h-16 items-center gap-3 px-4">
        <BrandMark />
        <span className="text-lg font-semibold">{t('app_name')}</span>
        <span className="ml-auto">{renderSearch?.('bar')}</span>
        <button
          ref={toggle}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={open ? t('close_menu') : t('open_menu')}
          onClick={() => setOpen(!open)}
          className="flex size-11 items-center justify-center rounded-lg outline-none hover:bg-white/10 focus-visible:ring-2 focus-visible:ring-white"
        >
          {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
        </button>
      </div>
      <div
        id={panelId}
        hidden={!open}
        className="fixed inset-x-0 top-16 bottom-0 overflow-y-auto border-t border-white/20 bg-brand px-3 py-4"
      >
        {/* Made only while open: closed, it would be a second copy of the links and user section to render. */}
        {open ? (
          <div className="mx-auto flex min-h-full max-w-md flex-col gap-4">
            <Navigation unreadUpdates={unreadUpdates} onChoose={close} />
            {alert ? <AlertBox alert={alert} /> : null}
            <div className="border-t border-white/20 pt-3">{renderUserSection({ onMenuOpenChange: () => {} })}</div>
          </div>
        ) : null}
      </div>
    </header>
  );
}

/**
 * Spec 2.4: the sidebar as rail or top bar; CSS picks the one that fits the screen. The top bar's menu is made only
 * while open, so a page renders one set of links (ADR 080).
 */
export function ShellNavigation(props: ShellNavigationProps) {
  return (
    <>
      <TopBar {...props} />
      <Rail {...props} />
    </>
  );
}
