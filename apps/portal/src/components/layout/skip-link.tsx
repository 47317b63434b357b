import { useTranslation } from 'react-i18next';

/** First focusable element of every layout: jumps keyboard users past the header to `#main-content`. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main-content"
      className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-surface focus:p-2"
    >
      {t('skip_to_content')}
    </a>
  );
}
