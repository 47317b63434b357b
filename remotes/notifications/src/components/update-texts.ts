import type { Update } from '@portal/contracts';
import { useFormatters } from '@portal/portal-kit';
import { useTranslation } from 'react-i18next';
import { namespace } from '../labels.ts';

/**
 * An update's header and body as the reader sees them: the server's own expiring-password notice in the reader's
 * language from this remote's labels, every published update as its editor wrote it.
 */
export function useUpdateTexts() {
  const { t } = useTranslation(namespace);
  const { date } = useFormatters();
  return (update: Update) =>
    update.updateType === 'expiring_password'
      ? {
          header: t('password_header'),
          body: update.expiresAt ? t('password_body', { date: date(update.expiresAt) }) : t('password_body_soon'),
          chip: t('password_chip'),
          cta: { label: t('password_cta'), href: update.cta?.href ?? '/account' },
        }
      : { header: update.header, body: update.body, chip: update.chipLabel, cta: update.cta };
}
