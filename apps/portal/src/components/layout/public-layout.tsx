import { cx } from '@portal/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSelector } from '../language-selector.tsx';

export interface PublicLayoutProps {
  children: ReactNode;
  /** Shown below the card, in a wider column (e.g. the login page's pre-login content). */
  below?: ReactNode;
}

/** Pages before sign-in (login, forgot password): no navigation, a language choice, one centred card. */
export function PublicLayout({ children, below }: PublicLayoutProps) {
  const { t } = useTranslation();
  return (
    <div className="min-h-screen">
      <header className="bg-brand text-white">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-4 px-4 py-3">
          <p className="text-lg font-semibold">{t('app_name')}</p>
          <LanguageSelector />
        </div>
      </header>
      <main id="main-content" className={cx('mx-auto px-4 py-10', below ? 'max-w-5xl' : 'max-w-xl')}>
        <div className="mx-auto max-w-xl rounded-card border border-line bg-surface p-6 shadow-sm sm:p-8">
          {children}
        </div>
        {below ? <div className="mt-10">{below}</div> : null}
      </main>
    </div>
  );
}
