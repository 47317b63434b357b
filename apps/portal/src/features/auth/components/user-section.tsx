import { canOpenSection, findSection, paths } from '@portal/contracts';
import { usePermissions, usePermissionsRecord } from '@portal/portal-kit';
import { EllipsisVertical } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUserInfo } from '../hooks/use-user-info.ts';
import type { MenuFocus } from './user-menu-popover.tsx';

export interface UserSectionProps {
  /** Spec 4, "account menu open or closed": the rail stays expanded while the menu is open. */
  onMenuOpenChange?: (open: boolean) => void;
}

/** Spec 2.4: the full name unless it is the text 'null null' (a profile without names). */
export function displayName(fullName: string | undefined | null): string | null {
  const name = fullName?.trim();
  return name && name !== 'null null' ? name : null;
}

function initialsOf(name: string | null, username: string): string {
  const source = name ?? username;
  const parts = source.split(/[\s@._-]+/).filter(Boolean);
  return parts
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
}

// Most visits never open the menu: react-aria's menu and popover code (about 20 KiB gzip) loads on first use.
const UserMenuPopover = lazy(async () => ({
  default: (await import('./user-menu-popover.tsx')).UserMenuPopover,
}));

/**
 * Spec 2.4, user section: a link to account settings with the full name and the username, and a menu with
 * change account (more than one sold-to), the language and logout.
 */
export function UserSection({ onMenuOpenChange }: UserSectionProps) {
  const { t } = useTranslation('shell');
  const userInfo = useUserInfo();
  const record = usePermissionsRecord();
  const permissions = usePermissions();
  const trigger = useRef<HTMLButtonElement>(null);
  const triggerId = useId();
  // null until first opened: the menu's code loads then.
  const [menu, setMenu] = useState<{ isOpen: boolean; focus: MenuFocus } | null>(null);
  const isOpen = menu?.isOpen ?? false;
  useEffect(() => {
    if (!isOpen) return;
    // Escape pressed before the menu's code has arrived closes it all the same (react-aria handles it after).
    const closeOnEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenu((current) => current && { ...current, isOpen: false });
      onMenuOpenChange?.(false);
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [isOpen, onMenuOpenChange]);
  if (!userInfo) return null;

  const setMenuOpen = (open: boolean, focus: MenuFocus = true) => {
    setMenu({ isOpen: open, focus });
    onMenuOpenChange?.(open);
  };
  // The menu-button pattern: the arrow keys open the menu on its first or last item.
  const openFromKeyboard = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    setMenuOpen(true, event.key === 'ArrowUp' ? 'last' : 'first');
  };

  const username = userInfo.preferred_username;
  const name = displayName(record?.fullname ?? userInfo.name);
  const canOpenSettings = permissions !== null && canOpenSection(findSection('accountSettings'), permissions);
  const identity: ReactNode = (
    <>
      <span
        aria-hidden="true"
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-white/15 text-sm font-semibold"
      >
        {initialsOf(name, username)}
      </span>
      <span className="rail-label min-w-0 text-left">
        {name ? <span className="block truncate text-sm font-semibold">{name}</span> : null}
        <span className="block truncate text-xs text-white/85">{username}</span>
      </span>
    </>
  );

  return (
    <div className="flex items-center gap-1">
      {canOpenSettings ? (
        <Link
          to={paths.accountSettings.root}
          className="flex min-w-0 flex-1 items-center gap-3 rounded-lg p-1.5 whitespace-nowrap outline-none hover:bg-white/10 focus-visible:ring-2 focus-visible:ring-white"
        >
          <span className="sr-only">{t('account_settings')}: </span>
          {identity}
        </Link>
      ) : (
        <div className="flex min-w-0 flex-1 items-center gap-3 p-1.5 whitespace-nowrap">{identity}</div>
      )}
      <button
        ref={trigger}
        id={triggerId}
        type="button"
        aria-label={t('user_menu')}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        // A click from Enter or Space has no pointer details: the keyboard user lands on the first item.
        onClick={(event) => setMenuOpen(!isOpen, event.detail === 0 ? 'first' : true)}
        onKeyDown={openFromKeyboard}
        className="rail-label flex size-11 shrink-0 items-center justify-center rounded-lg outline-none hover:bg-white/10 focus-visible:ring-2 focus-visible:ring-white"
      >
        <EllipsisVertical aria-hidden="true" className="size-5" />
      </button>
      {menu ? (
        <Suspense fallback={null}>
          <UserMenuPopover
            triggerRef={trigger}
            triggerId={triggerId}
            isOpen={menu.isOpen}
            focus={menu.focus}
            onOpenChange={(open) => setMenuOpen(open)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
