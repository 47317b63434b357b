import { Button } from '@portal/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useExtendOnBehalfSession } from '../api/extend-on-behalf-session.ts';
import { useOnBehalfSessionStatus } from '../api/get-on-behalf-session-status.ts';
import { onBehalfNamespace } from '../labels.ts';

/** The banner warns when this little is left (at once when the idle limit is no longer). */
export const warnAtSeconds = 120;

/** `mm:ss` (minutes may pass 59: the idle limit goes up to eight hours). */
export function minutesAndSeconds(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Seconds left now, counted down each second from the server's answer and when it was received. */
function useSecondsLeft(secondsLeft: number | undefined, receivedAt: number): number | null {
  const [now, setNow] = useState(() => Date.now());
  const counting = secondsLeft !== undefined;
  useEffect(() => {
    if (!counting) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [counting]);
  if (secondsLeft === undefined) return null;
  return Math.max(0, secondsLeft - Math.floor(Math.max(0, now - receivedAt) / 1000));
}

/**
 * The session's clock in the banner (ADR 058): the time left before the idle limit as `mm:ss`, counted down from
 * the server's answer (it knows the last activity) and asked again every 30 s and on each page. Two minutes before
 * the end it warns, announced politely once to screen readers, and "Stay" extends the session on the server. At zero
 * it says at once that the session has ended and asks the server, whose refusal takes the mode down
 * (`useOnBehalfGuard`); an answer with time left (activity in another tab) starts the count again.
 */
export function SessionClock({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation(onBehalfNamespace);
  const { pathname } = useLocation();
  const status = useOnBehalfSessionStatus(sessionId);
  const extend = useExtendOnBehalfSession(sessionId);
  const { data, dataUpdatedAt, refetch } = status;

  // A new page made calls of the mode, which moved the idle limit on: ask again.
  useEffect(() => {
    void refetch();
  }, [pathname, refetch]);

  const left = useSecondsLeft(data?.secondsLeft, dataUpdatedAt);
  const over = left === 0;
  const warning = left !== null && left <= warnAtSeconds && !over;

  // At zero, the server decides: its refusal ends the mode; another tab's activity starts the count again.
  useEffect(() => {
    if (over) void refetch();
  }, [over, refetch]);

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2" data-testid="on-behalf-clock">
      {left === null ? null : over ? (
        // Said at once: the next click would fail.
        <p role="alert" className="font-semibold text-danger">
          {t('timer_over')}
        </p>
      ) : (
        <p className={warning ? 'font-semibold text-danger' : undefined}>
          {t('timer_left', { time: minutesAndSeconds(left) })}
          {warning ? <span className="block text-sm font-normal">{t('timer_warning')}</span> : null}
        </p>
      )}
      {/* Said once when the warning begins, never every second. */}
      <p role="status" className="sr-only">
        {warning ? t('timer_warning') : ''}
      </p>
      {left !== null && !over ? (
        <Button variant={warning ? 'primary' : 'secondary'} onClick={() => extend.mutate()} disabled={extend.isPending}>
          {t('timer_stay')}
        </Button>
      ) : null}
      {extend.isError ? <p className="text-sm text-danger">{t('timer_stay_error')}</p> : null}
      {data && !data.staffMayWrite ? <p className="basis-full text-sm">{t('read_only_notice')}</p> : null}
    </div>
  );
}
