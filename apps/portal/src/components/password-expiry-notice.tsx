import { paths } from '@portal/contracts';
import { useActingOnBehalf, useFormatters, usePermissions, useSelectedSoldTo } from '@portal/portal-kit';
import { Alert } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { passwordNoticeQueryOptions } from '../lib/updates-queries.ts';

/**
 * The expiring-password notice on the page (the dashboard), the same one the sidebar's alert box shows: from the
 * user's updates (spec 7: page 0, size 1), not while acting on behalf of a customer, nothing without the
 * notifications permission.
 */
export function PasswordExpiryNotice({ className }: { className?: string }) {
  const { t } = useTranslation('shell');
  const { date } = useFormatters();
  const permissions = usePermissions();
  const soldTo = useSelectedSoldTo()?.customerId ?? null;
  const onBehalf = useActingOnBehalf();
  const enabled = soldTo !== null && Boolean(permissions?.notifications) && !onBehalf;
  const notice = useQuery({ ...passwordNoticeQueryOptions(soldTo ?? ''), enabled });
  if (!enabled || !notice.data) return null;
  return (
    <Alert
      type="warning"
      header={t('password_expiry_title')}
      body={notice.data.expiresAt ? t('password_expiry_body', { date: date(notice.data.expiresAt) }) : undefined}
      cta={
        <Link
          to={paths.accountSettings.root}
          className="inline-flex min-h-11 items-center rounded-lg bg-brand px-4 text-sm font-semibold text-white hover:bg-brand-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          {t('password_expiry_cta')}
        </Link>
      }
      className={className}
    />
  );
}
