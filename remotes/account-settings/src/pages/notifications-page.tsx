import {
  notificationChannels,
  type NotificationChannel,
  type NotificationDelivery,
  type NotificationKind,
  type NotificationPreferences,
} from '@portal/contracts';
import { useActingOnBehalf } from '@portal/portal-kit';
import { Button } from '@portal/ui';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotificationPreferences } from '../api/get-notification-preferences.ts';
import { useSaveNotificationPreferences } from '../api/update-notification-preferences.ts';
import { AccountFrame, fieldClass, labelClass } from '../components/account-frame.tsx';
import { ErrorState, LoadingState, NotAllowed } from '../components/states.tsx';
import { namespace } from '../labels.ts';

/**
 * What the page offers per kind (ADR 074): the portal (among the updates), e-mail, both or neither. A kind whose
 * channel leaves out the portal is not listed under Updates; orders, documents and tickets stay on their own pages.
 */
const channelLabels = {
  portal: { name: 'notifications_channel_portal', hint: 'notifications_channel_portal_hint' },
  email: { name: 'notifications_channel_email', hint: 'notifications_channel_email_hint' },
  both: { name: 'notifications_channel_both', hint: 'notifications_channel_both_hint' },
  none: { name: 'notifications_channel_none', hint: 'notifications_channel_none_hint' },
} as const satisfies Record<NotificationChannel, { name: string; hint: string }>;

const kindLabels = {
  order_confirmed: 'notifications_kind_order_confirmed',
  order_shipped: 'notifications_kind_order_shipped',
  order_delivered: 'notifications_kind_order_delivered',
  invoice_issued: 'notifications_kind_invoice_issued',
  invoice_due_soon: 'notifications_kind_invoice_due_soon',
  invoice_overdue: 'notifications_kind_invoice_overdue',
  credit_note_issued: 'notifications_kind_credit_note_issued',
  ticket_answered: 'notifications_kind_ticket_answered',
  update_order_confirmation: 'notifications_kind_update_order_confirmation',
  update_delivery_delay: 'notifications_kind_update_delivery_delay',
  update_price_list: 'notifications_kind_update_price_list',
  update_season_news: 'notifications_kind_update_season_news',
  update_general: 'notifications_kind_update_general',
  password_expiring: 'notifications_kind_password_expiring',
} as const satisfies Record<NotificationKind, string>;

/** The time zones the browser knows, with the stored one first if the browser does not list it. */
function timeZones(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return known.includes(current) ? known : [current, ...known];
}

/**
 * `/account/notifications` (login and security or company info; issue 33): for each kind of event the user may be
 * told of, the portal, e-mail, both or neither; e-mail at once or as a daily digest at an hour of the user's time
 * zone. The preferences are the user's own, so staff acting on behalf see a refusal.
 */
export function NotificationsPage() {
  const { t } = useTranslation(namespace);
  const onBehalf = useActingOnBehalf();
  return (
    <AccountFrame title={t('notifications_title')} description={t('notifications_intro')}>
      {onBehalf ? <NotAllowed /> : <Preferences />}
    </AccountFrame>
  );
}

function Preferences() {
  const preferences = useNotificationPreferences();
  if (preferences.isPending) return <LoadingState />;
  if (preferences.isError) return <ErrorState error={preferences.error} onRetry={() => void preferences.refetch()} />;
  return <PreferencesForm stored={preferences.data} />;
}

function PreferencesForm({ stored }: { stored: NotificationPreferences }) {
  const { t } = useTranslation(namespace);
  const id = useId();
  const save = useSaveNotificationPreferences();
  const [choices, setChoices] = useState(stored.choices);
  const [delivery, setDelivery] = useState<NotificationDelivery>(stored.delivery);
  const [digestHour, setDigestHour] = useState(stored.digestHour);
  const [timeZone, setTimeZone] = useState(
    // A user who never saved has UTC; the browser's own zone is the better first offer.
    stored.timeZone === 'UTC' ? Intl.DateTimeFormat().resolvedOptions().timeZone : stored.timeZone,
  );
  const setChannel = (kind: NotificationKind, channel: NotificationChannel) =>
    setChoices((current) => current.map((choice) => (choice.kind === kind ? { kind, channel } : choice)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ choices, delivery, digestHour, timeZone });
  };
  const hours = Array.from({ length: 24 }, (_, hour) => hour);
  return (
    <form onSubmit={submit} aria-labelledby={`${id}-heading`} className="flex max-w-3xl flex-col gap-6">
      <h2 id={`${id}-heading`} className="sr-only">
        {t('notifications_title')}
      </h2>
      <fieldset className="rounded-card border border-line p-4">
        <legend className="px-1 text-lg font-semibold text-ink">{t('notifications_kinds_legend')}</legend>
        <p className="mb-3 text-sm text-ink-muted">{t('notifications_kinds_hint')}</p>
        <h3 id={`${id}-channels`} className="text-sm font-semibold text-ink">
          {t('notifications_channels_title')}
        </h3>
        <dl
          aria-labelledby={`${id}-channels`}
          className="mb-4 mt-1 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[12rem_1fr]"
        >
          {notificationChannels.map((channel) => (
            <div key={channel} className="contents">
              <dt className="font-medium text-ink">{t(channelLabels[channel].name)}</dt>
              <dd className="text-ink-muted">{t(channelLabels[channel].hint)}</dd>
            </div>
          ))}
        </dl>
        <ul className="flex flex-col gap-3">
          {choices.map((choice) => (
            <li key={choice.kind} className="grid gap-1 sm:grid-cols-[1fr_14rem] sm:items-center">
              <label htmlFor={`${id}-${choice.kind}`} className={labelClass}>
                {t(kindLabels[choice.kind])}
              </label>
              <select
                id={`${id}-${choice.kind}`}
                value={choice.channel}
                onChange={(event) => setChannel(choice.kind, event.target.value as NotificationChannel)}
                className={fieldClass}
              >
                {notificationChannels.map((channel) => (
                  <option key={channel} value={channel}>
                    {t(channelLabels[channel].name)}
                  </option>
                ))}
              </select>
            </li>
          ))}
        </ul>
      </fieldset>
      <fieldset className="rounded-card border border-line p-4">
        <legend className="px-1 text-lg font-semibold text-ink">{t('notifications_delivery_legend')}</legend>
        <div className="flex flex-col gap-2">
          {(['immediate', 'digest'] as const).map((value) => (
            <div key={value} className="flex items-center gap-2">
              <input
                id={`${id}-delivery-${value}`}
                type="radio"
                name={`${id}-delivery`}
                value={value}
                checked={delivery === value}
                onChange={() => setDelivery(value)}
                className="size-5 accent-brand"
              />
              <label htmlFor={`${id}-delivery-${value}`} className="text-sm text-ink">
                {t(value === 'immediate' ? 'notifications_delivery_immediate' : 'notifications_delivery_digest')}
              </label>
            </div>
          ))}
        </div>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor={`${id}-hour`} className={labelClass}>
              {t('notifications_digest_hour')}
            </label>
            <select
              id={`${id}-hour`}
              value={digestHour}
              disabled={delivery !== 'digest'}
              onChange={(event) => setDigestHour(Number(event.target.value))}
              className={fieldClass}
            >
              {hours.map((hour) => (
                <option key={hour} value={hour}>
                  {`${String(hour).padStart(2, '0')}:00`}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-zone`} className={labelClass}>
              {t('notifications_time_zone')}
            </label>
            <select
              id={`${id}-zone`}
              value={timeZone}
              onChange={(event) => setTimeZone(event.target.value)}
              className={fieldClass}
            >
              {timeZones(timeZone).map((zone) => (
                <option key={zone} value={zone}>
                  {zone}
                </option>
              ))}
            </select>
          </div>
        </div>
      </fieldset>
      <div className="flex items-center gap-4">
        <Button type="submit" pending={save.isPending}>
          {t('notifications_save')}
        </Button>
        <p role="status" className="text-sm text-ink">
          {save.isSuccess ? t('notifications_saved') : ''}
        </p>
      </div>
      {save.isError ? (
        <p role="alert" className="text-sm text-danger">
          {t('save_failed')}
        </p>
      ) : null}
    </form>
  );
}
