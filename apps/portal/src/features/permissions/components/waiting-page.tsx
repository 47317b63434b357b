import { Button, PageHeader } from '@portal/ui';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { permissionsNamespace } from '../labels.ts';

/**
 * Spec 2.1 /waiting: signed in, but no portal access yet (no privileges, a 403, or no sold-to). Signing out
 * is in the page header; "check again" reloads what the portal knows, and the gate moves on once access exists.
 */
export function WaitingPage() {
  const { t } = useTranslation(permissionsNamespace);
  const queryClient = useQueryClient();
  const checking = useIsFetching() > 0;
  return (
    <>
      <PageHeader title={t('waiting_title')} description={t('waiting_intro')} />
      <p className="max-w-2xl text-ink-muted">{t('waiting_help')}</p>
      <div className="mt-6 flex items-center gap-4">
        <Button variant="secondary" onClick={() => void queryClient.invalidateQueries()} disabled={checking}>
          {t('check_again')}
        </Button>
        <p role="status" className="text-sm text-ink-muted">
          {checking ? t('checking') : null}
        </p>
      </div>
    </>
  );
}
