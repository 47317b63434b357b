import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SkipLink } from './skip-link.tsx';
import { Outlet } from 'react-router';

/**
 * Layout of the signed-in pages without the shell's navigation (spec 2.4: waiting, terms acceptance, sold-to
 * picker), and of the loading and fatal-error states before the shell can be shown. The app passes in the
 * user menu (sign-out) so this component stays feature-free.
 */
export function GateLayout({
  userMenu,
  banner,
  children,
}: {
  userMenu?: ReactNode;
  /** Shown above the page, e.g. the maintenance banner. */
  banner?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="min-h-screen">
      <SkipLink />
      <header className="border-b border-line bg-brand text-white">
        <div className="mx-auto flex max-w-4xl flex-wrap items-center justify-between gap-4 px-4 py-3">
          <p className="text-lg font-semibold">{t('app_name')}</p>
          {userMenu}
        </div>
      </header>
      <main id="main-content" tabIndex={-1} className="mx-auto max-w-4xl px-4 py-8 focus:outline-none">
        {banner}
        {children ?? <Outlet />}
      </main>
    </div>
  );
}
