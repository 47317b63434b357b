import { paths } from '@portal/contracts';
import { getSignInProvider, usePermissions, usePermissionsRecord, useSelectedSoldTo } from '@portal/portal-kit';
import { Link } from '@portal/portal-kit/router';
import { useTranslation } from 'react-i18next';
import { AccountFrame, linkClass, useAccountTabs } from '../components/account-frame.tsx';
import { LanguagePreference } from '../components/language-preference.tsx';
import { PasswordForm } from '../components/password-form.tsx';
import { ProviderAccount } from '../components/provider-account.tsx';
import { SignIns } from '../components/sign-ins.tsx';
import { namespace } from '../labels.ts';

/**
 * `/account` (spec 2.1): who is signed in and for which sold-to (the login-and-security part), and the account
 * pages the user may open.
 */
export function OverviewPage() {
  const { t } = useTranslation(namespace);
  const record = usePermissionsRecord();
  const soldTo = useSelectedSoldTo();
  const permissions = usePermissions();
  const tabs = useAccountTabs().filter((tab) => tab.to !== paths.accountSettings.root);
  const provider = getSignInProvider();
  return (
    <AccountFrame title={t('title')} description={t('intro')}>
      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="account-login" className="rounded-card border border-line bg-surface p-5">
          <h2 id="account-login" className="mb-3 text-lg font-semibold text-ink">
            {t('login_security_title')}
          </h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="font-semibold text-ink">{t('login_name')}</dt>
            <dd>{record?.fullname ?? ''}</dd>
            <dt className="font-semibold text-ink">{t('login_username')}</dt>
            <dd>{record?.userName ?? ''}</dd>
            <dt className="font-semibold text-ink">{t('login_sold_to')}</dt>
            <dd>{soldTo ? `${soldTo.name} (${soldTo.customerId})` : t('none')}</dd>
          </dl>
          {/* Saving needs the signed-in user's record (their username). */}
          {record ? <LanguagePreference /> : null}
        </section>
        {tabs.length > 0 ? (
          <section aria-labelledby="account-pages" className="rounded-card border border-line bg-surface p-5">
            <h2 id="account-pages" className="mb-3 text-lg font-semibold text-ink">
              {t('pages_title')}
            </h2>
            <ul className="flex flex-col gap-2 text-sm">
              {tabs.map((tab) => (
                <li key={tab.to}>
                  <Link to={tab.to} className={linkClass}>
                    {t(tab.label)}
                  </Link>
                  {tab.hint ? <span className="block text-ink-muted">{t(tab.hint)}</span> : null}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {permissions?.loginSecurity && provider.kind === 'embedded' ? (
          <>
            <div className="md:col-span-2">
              <PasswordForm />
            </div>
            <div className="md:col-span-2">
              <SignIns />
            </div>
          </>
        ) : null}
        {/* The group's own provider keeps password and sign-ins: its account page, where there is one to link to. */}
        {permissions?.loginSecurity && provider.kind === 'external' && provider.accountUrl ? (
          <div className="md:col-span-2">
            <ProviderAccount accountUrl={provider.accountUrl} />
          </div>
        ) : null}
      </div>
    </AccountFrame>
  );
}
