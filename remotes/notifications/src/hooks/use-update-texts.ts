import { toSupportedLanguage, type LanguageId, type Update } from '@portal/contracts';
import { useFormatters } from '@portal/portal-kit';
import { useTranslation } from 'react-i18next';
import { namespace } from '../labels.ts';

/** The language the reader reads the page in: the updates' texts are asked for in it. */
export function useReadingLanguage(): LanguageId {
  return toSupportedLanguage(useTranslation().i18n.resolvedLanguage);
}

/**
 * An update's texts as the reader sees them. The server's own expiring-password notice comes from this remote's
 * labels; a published update's header, body and link label come from the server in the reader's language, or in
 * English where the update has no text in it: then `lang` names that language, so screen readers pronounce it
 * right. The chip is always the word of the reader's language from the labels, never stored text.
 */
export function useUpdateTexts() {
  const { t } = useTranslation(namespace);
  const { date } = useFormatters();
  const pageLanguage = useReadingLanguage();
  return (update: Update) =>
    update.updateType === 'expiring_password'
      ? {
          header: t('password_header'),
          body: update.expiresAt ? t('password_body', { date: date(update.expiresAt) }) : t('password_body_soon'),
          chip: t('password_chip'),
          cta: { label: t('password_cta'), href: update.cta?.href ?? '/account' },
          lang: undefined,
        }
      : {
          header: update.header,
          body: update.body,
          chip: update.chip ? t(`chip_${update.chip}`) : null,
          cta: update.cta,
          lang: update.language === pageLanguage ? undefined : update.language,
        };
}
