import { isLanguageId, languages } from '@portal/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangeLanguage } from '../lib/language.ts';
import { cx } from '@portal/ui';

/**
 * The language choice (spec 4): stored as the pre-login language, saved for a signed-in user, labels
 * reloaded. `tone` fits it on the brand-coloured bars or on a light surface.
 */
export function LanguageSelector({ tone = 'onBrand' }: { tone?: 'onBrand' | 'onSurface' }) {
  const { t, i18n } = useTranslation('shell');
  const id = useId();
  const changeLanguage = useChangeLanguage();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className={cx('text-sm font-medium', tone === 'onSurface' && 'text-ink')}>
        {t('language')}
      </label>
      <select
        id={id}
        value={i18n.resolvedLanguage}
        onChange={(event) => {
          const language = event.target.value;
          if (isLanguageId(language)) void changeLanguage(language);
        }}
        className="min-h-11 rounded-lg border border-line bg-surface px-3 text-sm text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      >
        {languages.map((language) => (
          <option key={language.id} value={language.id} lang={language.id}>
            {language.label}
          </option>
        ))}
      </select>
    </div>
  );
}
