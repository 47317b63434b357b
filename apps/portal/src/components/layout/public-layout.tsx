import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSelector } from '../language-selector.tsx';

/** Pages before sign-in (login, forgot password): no navigation, a language choice, one centred card. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="min-h-screen">
      <header className="bg-brand text-white">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-4 px-4 py-3">
          <p className="text-lg font-semibold">{t('app_name')}</p>
          <LanguageSelector />
        </div>
      </header>
      <main id="main-content" className="mx-auto max-w-xl px-4 py-10">
        <div className="rounded-card border border-line bg-surface p-6 shadow-sm sm:p-8">{children}</div>
      </main>
    </div>
  );
}
