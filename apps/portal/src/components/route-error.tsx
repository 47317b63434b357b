import { paths } from '@portal/contracts';
import { reportError } from '@portal/portal-kit';
import { EmptyState } from '@portal/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

function ErrorPanel() {
  const { t } = useTranslation('dashboard');
  const error = useRouteError();
  useEffect(() => reportError('Error rendering the page', error), [error]);
  return (
    <div role="alert">
      <EmptyState
        title={t('generic_error', { defaultValue: 'Something went wrong' })}
        action={
          // A full page load: the router itself may be what failed.
          <a href={paths.dashboard} className="font-semibold text-brand underline underline-offset-2">
            {t('back_to_dashboard', { ns: 'shell' })}
          </a>
        }
      />
    </div>
  );
}

/** Spec 2.6 error boundary for the whole app: reports the failure and shows dashboard.generic_error. */
export function RouteError() {
  return (
    <main id="main-content" className="mx-auto max-w-xl px-4 py-10">
      <ErrorPanel />
    </main>
  );
}

/** The same boundary inside the shell: the navigation stays usable around the failed page. */
export function PageError() {
  return <ErrorPanel />;
}
