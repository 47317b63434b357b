import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SkipLink } from './skip-link.tsx';
import { MainNavigation } from './main-navigation.tsx';

/**
 * Layout of login-required pages; the app passes in the account switcher and the user menu so this
 * component stays feature-free.
 */
export function AppLayout({ userMenu, accountSwitcher }: { userMenu: ReactNode; accountSwitcher?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="min-h-screen">
      <SkipLink />
      <header className="border-b border-line bg-brand text-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-8 gap-y-2 px-4 py-3">
          <p className="text-lg font-semibold">{t('app_name')}</p>
          <MainNavigation />
          <div className="ml-auto flex flex-wrap items-center gap-x-6 gap-y-2">
            {accountSwitcher}
            {userMenu}
          </div>
        </div>
      </header>
      <main id="main-content" tabIndex={-1} className="mx-auto max-w-6xl px-4 py-8 focus:outline-none">
        <Outlet />
      </main>
    </div>
  );
}
