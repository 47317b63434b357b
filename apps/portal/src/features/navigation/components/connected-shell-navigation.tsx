import { markUpdateReadEndpoint, paths, type Update } from '@portal/contracts';
import { callEndpoint, publish, useFormatters, useSelectedSoldTo } from '@portal/portal-kit';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useContentLanguage } from '../../../lib/content-language.ts';
import { useUpdatesFeed } from '../hooks/use-updates-feed.ts';
import { ShellNavigation, type ShellNavigationProps, type SidebarAlert } from './shell-navigation.tsx';

const ctaClasses =
  'inline-flex min-h-11 items-center rounded-lg bg-brand px-3 text-sm font-semibold text-white outline-none hover:bg-brand/90 focus-visible:ring-2 focus-visible:ring-brand focus-visible:ring-offset-2';

/** An update's call to action: a portal path as a route link, an https link in a new tab. */
function CallToAction({ update, onFollow }: { update: Update; onFollow: () => void }) {
  const { t } = useTranslation('shell');
  const cta = update.cta;
  if (!cta) return null;
  if (cta.href.startsWith('/')) {
    return (
      <Link to={cta.href} className={ctaClasses} onClick={onFollow}>
        {cta.label}
      </Link>
    );
  }
  return (
    <a href={cta.href} target="_blank" rel="noopener noreferrer" className={ctaClasses} onClick={onFollow}>
      {cta.label}
      <span className="sr-only"> ({t('opens_in_new_tab')})</span>
    </a>
  );
}

/**
 * The shell's navigation with the user's updates (spec 2.4): the live unread counter on the Updates item, a polite
 * announcement of the count for screen readers, and the alert box with the newest unread alert (following its call
 * to action marks it read); the expiring-password notice takes its place while there is one.
 */
export function ConnectedShellNavigation(props: Omit<ShellNavigationProps, 'alert' | 'unreadUpdates'>) {
  const { t } = useTranslation('shell');
  const { date } = useFormatters();
  const soldTo = useSelectedSoldTo()?.customerId;
  const pageLanguage = useContentLanguage();
  const { unread, alert, passwordNotice } = useUpdatesFeed();

  let sidebarAlert: SidebarAlert | undefined;
  // The user's own expiring password comes first: it locks them out when missed.
  if (passwordNotice) {
    sidebarAlert = {
      header: t('password_expiry_title'),
      body: passwordNotice.expiresAt ? t('password_expiry_body', { date: date(passwordNotice.expiresAt) }) : undefined,
      type: 'warning',
      cta: (
        <Link to={paths.accountSettings.root} className={ctaClasses}>
          {t('password_expiry_cta')}
        </Link>
      ),
    };
  } else if (alert) {
    const markRead = () => {
      if (!soldTo) return;
      void callEndpoint(markUpdateReadEndpoint, { params: { id: alert.id }, query: { soldTo } })
        .then(() => publish('updateCountRefresh', undefined))
        .catch(() => {});
    };
    sidebarAlert = {
      header: alert.header,
      body: alert.body,
      type: 'alert',
      // In English where the alert has no text in the page's language: said so, for screen readers.
      lang: alert.language === pageLanguage ? undefined : alert.language,
      cta: <CallToAction update={alert} onFollow={markRead} />,
    };
  }

  return (
    <>
      <ShellNavigation {...props} unreadUpdates={unread} alert={sidebarAlert} />
      <p role="status" className="sr-only">
        {unread > 0 ? t('unread_updates_announcement', { count: unread }) : ''}
      </p>
    </>
  );
}
