import { useFormatters } from '@portal/portal-kit';
import { Badge, Button } from '@portal/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndOtherSignIns } from '../api/end-other-sign-ins.ts';
import { useSignIns } from '../api/get-sign-ins.ts';
import { namespace } from '../labels.ts';
import { ErrorState, LoadingState } from './states.tsx';

/**
 * The user's active sign-ins (issue 17, login and security): when each started, the current one marked, and
 * "sign out everywhere else", which ends every other sign-in and keeps this one.
 */
export function SignIns() {
  const { t } = useTranslation(namespace);
  const id = useId();
  const { dateTime } = useFormatters();
  const signIns = useSignIns();
  const endOthers = useEndOtherSignIns();
  const others = signIns.data?.items.filter((item) => !item.current).length ?? 0;

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-card border border-line bg-surface p-5">
      <h2 id={`${id}-title`} className="mb-1 text-lg font-semibold text-ink">
        {t('sign_ins_title')}
      </h2>
      <p className="mb-4 text-sm text-ink-muted">{t('sign_ins_intro')}</p>
      {signIns.isPending ? (
        <LoadingState />
      ) : signIns.isError ? (
        <ErrorState error={signIns.error} onRetry={() => void signIns.refetch()} />
      ) : (
        <ul className="mb-4 flex flex-col gap-2 text-sm" aria-label={t('sign_ins_list')}>
          {signIns.data.items.map((item) => (
            <li key={item.signInId} className="flex flex-wrap items-center gap-2">
              <span>{t('sign_ins_started', { date: dateTime(item.startedAt) })}</span>
              {item.current ? <Badge tone="info">{t('sign_ins_current')}</Badge> : null}
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          onClick={() => endOthers.mutate()}
          disabled={endOthers.isPending || signIns.isPending || others === 0}
        >
          {t('sign_ins_end_others')}
        </Button>
        <p role="status" className="text-sm text-ink">
          {endOthers.isPending
            ? t('sign_ins_ending')
            : endOthers.isSuccess
              ? t('sign_ins_ended', { ended: endOthers.data.ended })
              : null}
        </p>
        {endOthers.isError ? (
          <p role="alert" className="text-sm text-danger">
            {t('sign_ins_end_failed')}
          </p>
        ) : null}
      </div>
    </section>
  );
}
