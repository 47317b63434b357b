import { isLanguageId, languages } from '@portal/contracts';
import { publish, useSoldTos } from '@portal/portal-kit';
import { cx } from '@portal/ui';
import type { RefObject } from 'react';
import { Header, Menu, MenuItem, MenuSection, Popover, Separator, type Key } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useChangeLanguage } from '../../../lib/language.ts';
import { signOut } from '../session.ts';

/**
 * Where focus goes when the menu opens: the menu itself after a pointer click (as react-aria's own menu
 * trigger does), else its first item, or its last one after the arrow-up key.
 */
export type MenuFocus = true | 'first' | 'last';

export interface UserMenuPopoverProps {
  /** The user section's menu button, which stays in the page while the menu's code loads. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** The button's id: it names the popover and the menu, as react-aria's own menu trigger does. */
  triggerId: string;
  isOpen: boolean;
  focus: MenuFocus;
  onOpenChange: (isOpen: boolean) => void;
}

const menuItemClasses =
  'flex min-h-11 cursor-default items-center gap-2 rounded-md px-3 text-sm text-ink outline-none data-[focused]:bg-canvas data-[selected]:font-semibold';

/**
 * The user section's menu (spec 2.4): change account (more than one sold-to), the language and sign-out.
 * react-aria's popover and menu give it the menu keyboard (arrows, type-ahead, Escape) and return focus to
 * the button on close.
 */
export function UserMenuPopover({ triggerRef, triggerId, isOpen, focus, onOpenChange }: UserMenuPopoverProps) {
  const { t, i18n } = useTranslation('shell');
  const soldTos = useSoldTos();
  const changeLanguage = useChangeLanguage();

  const onAction = (key: Key) => {
    if (key === 'changeAccount') publish('changeAccountModal', { show: true });
    if (key === 'logout') void signOut();
  };

  return (
    <Popover
      triggerRef={triggerRef}
      aria-labelledby={triggerId}
      trigger="MenuTrigger"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      placement="top end"
      className="min-w-56 rounded-lg border border-line bg-surface p-1 shadow-xl"
    >
      <Menu
        aria-labelledby={triggerId}
        // The menu-button pattern: an opened menu takes focus, as react-aria's own menu trigger gives it.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={focus}
        onAction={onAction}
        onClose={() => onOpenChange(false)}
        className="outline-none"
      >
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
  );
}
