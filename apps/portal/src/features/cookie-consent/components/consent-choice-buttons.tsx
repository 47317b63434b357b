import { Button } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { chooseCookieConsent } from '../../../lib/cookie-consent.ts';
import { cookieConsentNamespace } from '../labels.ts';

/**
 * Spec 2.6, the two choices, "Accept all" and "Do not accept". Both look the same: declining must be as easy
 * to find as accepting.
 */
export function ConsentChoiceButtons({ onChosen }: { onChosen?: (accepted: boolean) => void }) {
  const { t } = useTranslation(cookieConsentNamespace);
  const choose = (accepted: boolean) => {
    chooseCookieConsent(accepted);
    onChosen?.(accepted);
  };
  return (
    <>
      <Button onClick={() => choose(true)}>{t('accept_all')}</Button>
      <Button onClick={() => choose(false)}>{t('decline')}</Button>
    </>
  );
}
