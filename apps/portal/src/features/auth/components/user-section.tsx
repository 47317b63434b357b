import { canOpenSection, findSection, isLanguageId, languages, paths } from '@portal/contracts';
import { publish, usePermissions, usePermissionsRecord, useSoldTos } from '@portal/portal-kit';
import { cx } from '@portal/ui';
import { EllipsisVertical } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Button,
  Header,
  Menu,
  MenuItem,
  MenuSection,
  MenuTrigger,
  Popover,
  Separator,
  type Key,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useChangeLanguage } from '../../../lib/language.ts';
import { useUserInfo } from '../hooks/use-user-info.ts';
import { signOut } from '../session.ts';

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

const menuItemClasses =
  'flex min-h-11 cursor-default items-center gap-2 rounded-md px-3 text-sm text-ink outline-none data-[focused]:bg-canvas data-[selected]:font-semibold';

/**
 * Spec 2.4, user section: a link to account settings with the full name and the username, and a menu with
 * change account (more than one sold-to), the language and logout.
 */
export function UserSection({ onMenuOpenChange }: UserSectionProps) {
  const { t, i18n } = useTranslation('shell');
  const userInfo = useUserInfo();
  const record = usePermissionsRecord();
  const permissions = usePermissions();
  const soldTos = useSoldTos();
  const changeLanguage = useChangeLanguage();
  if (!userInfo) return null;

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

  const onAction = (key: Key) => {
    if (key === 'changeAccount') publish('changeAccountModal', { show: true });
    if (key === 'logout') void signOut();
  };

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
      <MenuTrigger onOpenChange={onMenuOpenChange}>
        <Button
          aria-label={t('user_menu')}
          className="rail-label flex size-11 shrink-0 items-center justify-center rounded-lg outline-none hover:bg-white/10 focus-visible:ring-2 focus-visible:ring-white"
        >
          <EllipsisVertical aria-hidden="true" className="size-5" />
        </Button>
        <Popover placement="top end" className="min-w-56 rounded-lg border border-line bg-surface p-1 shadow-xl">
          <Menu onAction={onAction} className="outline-none">
            {soldTos && soldTos.length > 1 ? (
              <MenuItem id="changeAccount" className={menuItemClasses}>
                {t('change_account', { ns: 'account' })}
              </MenuItem>
            ) : null}
            <MenuSection
              selectionMode="single"
              selectedKeys={i18n.resolvedLanguage ? [i18n.resolvedLanguage] : []}
              onSelectionChange={(keys) => {
                const [language] = keys === 'all' ? [] : [...keys];
                if (isLanguageId(language)) void changeLanguage(language);
              }}
            >
              <Header className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-ink-muted uppercase">
                {t('language')}
              </Header>
              {languages.map((language) => (
                <MenuItem key={language.id} id={language.id} lang={language.id} className={cx(menuItemClasses, 'pl-6')}>
                  {language.label}
                </MenuItem>
              ))}
            </MenuSection>
            <Separator className="my-1 border-t border-line" />
            <MenuItem id="logout" className={menuItemClasses}>
              {t('sign_out', { ns: 'auth' })}
            </MenuItem>
          </Menu>
        </Popover>
      </MenuTrigger>
    </div>
  );
}
