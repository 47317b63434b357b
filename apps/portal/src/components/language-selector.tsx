import { isLanguageId, languages } from '@portal/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { storePreLoginLanguage } from '../lib/language.ts';

/** Pre-login language choice: remembered for the next visit and sent to the sign-in page. */
export function LanguageSelector() {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {t('language')}
      </label>
      <select
        id={id}
        value={i18n.language}
        onChange={(event) => {
          const language = event.target.value;
          if (!isLanguageId(language)) return;
          storePreLoginLanguage(language);
          void i18n.changeLanguage(language);
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
