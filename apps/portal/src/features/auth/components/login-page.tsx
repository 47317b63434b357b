import { paths } from '@portal/contracts';
import { getSignInProvider, reportError } from '@portal/portal-kit';
import { Alert, Button, PageHeader } from '@portal/ui';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { CmsContent } from '../../../components/cms-content.tsx';
import { PublicLayout } from '../../../components/layout/public-layout.tsx';
import { useContentLanguage } from '../../../lib/content-language.ts';
import { usePreloginContent } from '../api/get-prelogin-content.ts';
import { useUserInfo } from '../hooks/use-user-info.ts';
import { safeReturnTo } from '../return-to.ts';
import { getUserManager, newNonce } from '../user-manager.ts';
import type { ReturnToState } from './require-auth.tsx';

/** Mock mode (`npm run dev:mock`) signs in as a demo persona instead; production builds drop this. */
const MockSignIn = import.meta.env.VITE_MOCK === 'true' ? lazy(() => import('../../../mock/mock-sign-in.tsx')) : null;

/**
 * Spec 7: the pre-login content in the chosen language, below the sign-in card (after it in the tab order).
 * Nothing is shown while it loads or when it cannot be loaded (spec 8: swallowed).
 */
function PreloginContent() {
  const { t } = useTranslation('auth');
  const content = usePreloginContent(useContentLanguage());
  if (!content.data) return null;
  return (
    <section aria-label={t('prelogin_content')}>
      <CmsContent page={content.data} />
    </section>
  );
}

export function LoginPage() {
  const { t, i18n } = useTranslation('auth');
  const location = useLocation();
  const userInfo = useUserInfo();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const returnTo = safeReturnTo((location.state as ReturnToState | null)?.returnTo);

  if (userInfo) return <Navigate to={returnTo} replace />;

  const signIn = async () => {
    setPending(true);
    setFailed(false);
    try {
      await (
        await getUserManager()
      ).signinRedirect({
        state: { returnTo },
        nonce: newNonce(),
        ui_locales: i18n.language,
      });
    } catch (error) {
      // E.g. the provider's discovery cannot be reached: say so, never leave a button that does nothing.
      setPending(false);
      setFailed(true);
      reportError('Sign-in could not start', error);
    }
  };

  return (
    <PublicLayout below={<PreloginContent />}>
      <PageHeader title={t('login_title')} description={t('login_intro')} />
      {MockSignIn ? (
        <Suspense fallback={null}>
          <MockSignIn />
        </Suspense>
      ) : null}
      <div className="flex flex-col items-start gap-4" hidden={MockSignIn !== null}>
        {failed ? (
          <Alert type="alert" header={t('sign_in_failed_title')} body={t('sign_in_failed_body')} className="w-full" />
        ) : null}
        <Button onClick={() => void signIn()} disabled={pending} aria-busy={pending}>
          {pending ? t('signing_in') : failed ? t('sign_in_retry') : t('sign_in')}
        </Button>
        {/* The group's own provider offers a forgotten password on its sign-in page; the portal keeps none. */}
        {getSignInProvider().kind === 'embedded' ? (
          <Link
            to={paths.forgotPassword}
            className="text-sm font-medium text-brand underline underline-offset-2 hover:text-brand-strong"
          >
            {t('forgot_password_link')}
          </Link>
        ) : null}
      </div>
    </PublicLayout>
  );
}
