import { isLanguageId, paths } from '@portal/contracts';
import { EmptyState } from '@portal/ui';
import type { User } from 'oidc-client-ts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PublicLayout } from '../../../components/layout/public-layout.tsx';
import { safeReturnTo } from '../return-to.ts';
import { loadUserInfo } from '../user-info.ts';
import { getUserManager } from '../user-manager.ts';

// The authorization code is single-use: React's development double effects must not redeem it twice.
let callback: Promise<User> | undefined;

export function LoginCallbackPage() {
  const { t, i18n } = useTranslation('auth');
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    callback ??= getUserManager().then((userManager) => userManager.signinRedirectCallback());
    callback
      .then(async (user) => {
        // Spec 4: the user info from the provider, once signed in (a 401 logs out, spec 8).
        await loadUserInfo();
        // Login-required pages speak the user's saved language.
        if (isLanguageId(user.profile.locale)) await i18n.changeLanguage(user.profile.locale);
        const state = user.state as { returnTo?: unknown } | undefined;
        void navigate(safeReturnTo(state?.returnTo), { replace: true });
      })
      .catch((error: unknown) => {
        console.error('Sign-in callback failed', error);
        setFailed(true);
      })
      .finally(() => {
        callback = undefined;
      });
  }, [i18n, navigate]);

  return (
    <PublicLayout>
      {failed ? (
        <EmptyState
          title={t('callback_error_title')}
          description={t('callback_error_description')}
          action={
            <Link to={paths.login} className="font-semibold text-brand underline underline-offset-2">
              {t('back_to_sign_in')}
            </Link>
          }
        />
      ) : (
        <p role="status">{t('signing_in')}</p>
      )}
    </PublicLayout>
  );
}
