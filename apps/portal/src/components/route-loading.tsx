import { useTranslation } from 'react-i18next';

/** Shown while the first page's code arrives: announced to screen readers, nothing that shifts the layout. */
export function RouteLoading() {
  const { t } = useTranslation();
  return (
    <p role="status" className="sr-only">
      {t('loading')}
    </p>
  );
}
