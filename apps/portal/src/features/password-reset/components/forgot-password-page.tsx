import { zodResolver } from '@hookform/resolvers/zod';
import { isLanguageId, paths } from '@portal/contracts';
import { getSignInProvider } from '@portal/portal-kit';
import { Alert, Button, PageHeader } from '@portal/ui';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { LabelName } from '@portal/contracts/label-types';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { PublicLayout } from '../../../components/layout/public-layout.tsx';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';

const usernameRequired: LabelName<'auth'> = 'username_required';
const formSchema = z.object({ username: z.string().trim().min(1, usernameRequired).max(254) });
type FormValues = z.infer<typeof formSchema>;

/** The link back to sign-in, below either form of the page. */
function BackToSignIn() {
  const { t } = useTranslation('auth');
  return (
    <p className="mt-6">
      <Link to={paths.login} className="text-sm font-medium text-brand underline underline-offset-2">
        {t('back_to_sign_in')}
      </Link>
    </p>
  );
}

/**
 * With the group's own provider the portal keeps no passwords: an old link or bookmark to this page says where a
 * forgotten password is reset instead of offering a form whose mail would never come.
 */
function ExternalProviderNotice() {
  const { t } = useTranslation('auth');
  return (
    <PublicLayout>
      <PageHeader title={t('forgot_password_title')} description={t('forgot_password_external')} />
      <BackToSignIn />
    </PublicLayout>
  );
}

export function ForgotPasswordPage() {
  if (getSignInProvider().kind === 'external') return <ExternalProviderNotice />;
  return <ResetRequestForm />;
}

function ResetRequestForm() {
  const { t, i18n } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const inputId = useId();
  const errorId = useId();
  const resetRequest = useRequestPasswordReset();
  const form = useForm<FormValues>({ resolver: zodResolver(formSchema), defaultValues: { username: '' } });
  const usernameError = form.formState.errors.username;

  // The hosted sign-in page links here with its language.
  const requestedLanguage = searchParams.get('lang');
  useEffect(() => {
    if (isLanguageId(requestedLanguage) && requestedLanguage !== i18n.language) {
      void i18n.changeLanguage(requestedLanguage);
    }
  }, [requestedLanguage, i18n]);

  const submit = form.handleSubmit(({ username }) => {
    resetRequest.mutate({ username, language: isLanguageId(i18n.language) ? i18n.language : undefined });
  });

  return (
    <PublicLayout>
      <PageHeader title={t('forgot_password_title')} description={t('forgot_password_intro')} />
      {resetRequest.isSuccess ? (
        <Alert header={t('forgot_password_title')} body={t('reset_link_sent')} />
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
          <div className="flex flex-col gap-1">
            <label htmlFor={inputId} className="text-sm font-medium text-ink">
              {t('username')}
            </label>
            <input
              id={inputId}
              type="email"
              autoComplete="username"
              aria-invalid={usernameError ? true : undefined}
              aria-describedby={usernameError ? errorId : undefined}
              className="min-h-11 rounded-lg border border-line px-3 text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand aria-invalid:border-danger"
              {...form.register('username')}
            />
            {usernameError?.message ? (
              <p id={errorId} className="text-sm text-danger">
                {/* The schema's messages are `auth` label names (usernameRequired). */}
                {t(usernameError.message as LabelName<'auth'>)}
              </p>
            ) : null}
          </div>
          {resetRequest.isError ? <Alert type="alert" header={t('request_failed')} /> : null}
          <Button type="submit" disabled={resetRequest.isPending} className="self-start">
            {resetRequest.isPending ? t('sending') : t('send_reset_link')}
          </Button>
        </form>
      )}
      <BackToSignIn />
    </PublicLayout>
  );
}
