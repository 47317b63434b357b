import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { namespace } from '../labels.ts';
import { linkClass } from './account-frame.tsx';

/**
 * With the group's own identity provider, the password and the sign-ins are that provider's: the login-and-security
 * part links to its account page (OIDC_ACCOUNT_URL) instead of the portal's password form and session list.
 */
export function ProviderAccount({ accountUrl }: { accountUrl: string }) {
  const { t } = useTranslation(namespace);
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-card border border-line bg-surface p-5">
      <h2 id={id} className="mb-1 text-lg font-semibold text-ink">
        {t('provider_account_title')}
      </h2>
      <p className="mb-3 text-sm text-ink-muted">{t('provider_account_intro')}</p>
      <a href={accountUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
        {t('provider_account_link')}
        <span className="sr-only"> ({t('provider_account_new_tab')})</span>
      </a>
    </section>
  );
}
