import { notificationJobStates, type NotificationJob } from '@portal/contracts';
import { ApiRequestError, isRefusal, useFormatters } from '@portal/portal-kit';
import {
  Alert,
  Badge,
  Button,
  EmptyState,
  formFieldClass,
  formLabelClass,
  PageHeader,
  TableScroller,
  type BadgeTone,
} from '@portal/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useNotificationJobs } from '../api/get-notification-jobs.ts';
import { useRetryNotificationJob } from '../api/retry-notification-job.ts';
import { notificationJobsNamespace } from '../labels.ts';

type JobState = NotificationJob['state'];
type Outcome = { kind: 'sent_again' | 'conflict' | 'missing' | 'failed'; to: string };

const stateTones: Record<JobState, BadgeTone> = {
  pending: 'info',
  running: 'info',
  retry: 'warning',
  done: 'success',
  dead: 'danger',
};
const canSendAgain = (job: NotificationJob) => job.state === 'retry' || job.state === 'dead';
const isJobState = (value: string | null): value is JobState => notificationJobStates.includes(value as JobState);

/**
 * The mail queue for staff with the admin tool (issue 33, ADR 064 and 073): how many jobs are in each state, the jobs
 * that failed (waiting to retry or dead) or those of one state, and "Send again" per failed job. The row then shows
 * the job as queued, and the outcome is announced.
 */
export function NotificationJobsPage() {
  const { t } = useTranslation(notificationJobsNamespace);
  const id = useId();
  const [params, setParams] = useSearchParams();
  const requested = params.get('state');
  const state = isJobState(requested) ? requested : undefined;
  const jobs = useNotificationJobs(state);
  const retry = useRetryNotificationJob();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const sendAgain = (job: NotificationJob) => {
    const to = job.to ?? t('unknown_recipient');
    setOutcome(null);
    retry.mutate(job.id, {
      onSuccess: () => setOutcome({ kind: 'sent_again', to }),
      onError: (error) =>
        setOutcome({
          kind:
            error instanceof ApiRequestError && error.status === 409
              ? 'conflict'
              : error instanceof ApiRequestError && error.status === 404
                ? 'missing'
                : 'failed',
          to,
        }),
    });
  };

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6">
      <PageHeader title={t('title')} description={t('intro')} />
      {jobs.data ? <StateCounts counts={jobs.data.counts} /> : null}
      <div>
        <label htmlFor={`${id}-state`} className={formLabelClass}>
          {t('filter_label')}
        </label>
        <select
          id={`${id}-state`}
          value={state ?? ''}
          onChange={(event) => {
            setOutcome(null);
            setParams(event.target.value ? { state: event.target.value } : {});
          }}
          className={`${formFieldClass} sm:max-w-xs`}
        >
          <option value="">{t('filter_failed')}</option>
          {notificationJobStates.map((option) => (
            <option key={option} value={option}>
              {t(`state_${option}`)}
            </option>
          ))}
        </select>
      </div>
      <p role="status" className="text-sm text-ink">
        {outcome?.kind === 'sent_again' ? t('outcome_sent_again', { to: outcome.to }) : null}
      </p>
      {outcome && outcome.kind !== 'sent_again' ? (
        <p role="alert" className="text-sm text-danger">
          {t(`outcome_${outcome.kind}`, { to: outcome.to })}
        </p>
      ) : null}
      <section aria-busy={jobs.isFetching} aria-label={t('jobs_region')}>
        {jobs.isPending ? (
          <p role="status">{t('loading')}</p>
        ) : jobs.isError ? (
          isRefusal(jobs.error) ? (
            <Alert type="warning" header={t('refused_title')} body={t('refused_body')} />
          ) : (
            <div className="flex flex-col items-start gap-3">
              <Alert type="alert" header={t('failed')} />
              <Button variant="secondary" onClick={() => void jobs.refetch()}>
                {t('retry_load')}
              </Button>
            </div>
          )
        ) : jobs.data.items.length === 0 ? (
          <EmptyState title={state ? t('empty_state', { state: t(`state_${state}`) }) : t('empty_failed')} />
        ) : (
          <JobTable
            items={jobs.data.items}
            busy={retry.isPending ? retry.variables : undefined}
            onSendAgain={sendAgain}
          />
        )}
      </section>
    </div>
  );
}

function StateCounts({ counts }: { counts: Record<JobState, number> }) {
  const { t } = useTranslation(notificationJobsNamespace);
  const { number } = useFormatters();
  return (
    <section aria-labelledby="notification-job-counts">
      <h2 id="notification-job-counts" className="mb-2 text-lg font-semibold text-ink">
        {t('counts_title')}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {notificationJobStates.map((state) => (
          <div key={state} className="rounded-card border border-line bg-surface px-3 py-2">
            <dt className="text-sm text-ink-muted">{t(`state_${state}`)}</dt>
            <dd className="text-2xl font-semibold text-ink" data-state={state}>
              {number(counts[state])}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function JobTable({
  items,
  busy,
  onSendAgain,
}: {
  items: readonly NotificationJob[];
  busy: string | undefined;
  onSendAgain: (job: NotificationJob) => void;
}) {
  const { t } = useTranslation(notificationJobsNamespace);
  const { dateTime } = useFormatters();
  const captionId = useId();
  const columns = ['mail', 'state', 'attempts', 'next_try', 'last_error', 'created', 'action'] as const;
  return (
    <TableScroller labelledBy={captionId}>
      <table className="w-full min-w-[56rem] text-left text-sm">
        <caption id={captionId} className="px-3 py-2 text-left text-base font-semibold text-ink">
          {t('table_caption', { count: items.length })}
        </caption>
        <thead>
          <tr className="border-b border-line">
            {columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-2">
                {t(`column_${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((job) => (
            <tr key={job.id} className="border-b border-line align-top" data-job={job.id}>
              <th scope="row" className="px-3 py-2 font-normal">
                <span className="block font-medium break-all">{job.to ?? t('unknown_recipient')}</span>
                <span className="block">{job.subject ?? t('no_subject')}</span>
                <span className="block text-ink-muted">{t(job.kind === 'mail' ? 'kind_mail' : 'kind_unknown')}</span>
              </th>
              <td className="px-3 py-2">
                <Badge tone={stateTones[job.state]}>{t(`state_${job.state}`)}</Badge>
              </td>
              <td className="px-3 py-2">{t('attempts_of', { attempts: job.attempts, max: job.maxAttempts })}</td>
              <td className="px-3 py-2">
                {job.state === 'pending' || job.state === 'retry' ? dateTime(job.runAt) : t('no_next_try')}
              </td>
              <td className="max-w-xs px-3 py-2 break-words">{job.lastError ?? t('no_error')}</td>
              <td className="px-3 py-2">{dateTime(job.createdAt)}</td>
              <td className="px-3 py-2">
                {canSendAgain(job) ? (
                  <Button
                    variant="secondary"
                    pending={busy === job.id}
                    aria-label={t('send_again_to', { to: job.to ?? t('unknown_recipient') })}
                    onClick={() => onSendAgain(job)}
                  >
                    {t('send_again')}
                  </Button>
                ) : (
                  <span className="text-ink-muted">{t('nothing_to_do')}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}
