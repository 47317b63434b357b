import type { OnBehalfActionKind, OnBehalfVisit } from '@portal/contracts';
import { useActingOnBehalf, useFormatters, usePermissions, useSelectedSoldTo } from '@portal/portal-kit';
import { useSearchParams } from '@portal/portal-kit/router';
import { EmptyState, Pagination, TableScroller } from '@portal/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaffAccess } from '../api/get-on-behalf-audit.ts';
import { useStaffAccessSetting } from '../api/get-on-behalf-consent.ts';
import { useChangeStaffAccessSetting } from '../api/update-on-behalf-consent.ts';
import { AccountFrame } from '../components/account-frame.tsx';
import { ErrorState, LoadingState, NotAllowed } from '../components/states.tsx';
import { namespace } from '../labels.ts';

export const staffAccessPageSize = 10;

/** The texts of what staff can change while on behalf (the access log's action kinds). */
const actionLabels = {
  contact_created: 'staff_action_contact_created',
  contact_updated: 'staff_action_contact_updated',
  contact_deleted: 'staff_action_contact_deleted',
  ticket_created: 'staff_action_ticket_created',
  ticket_message: 'staff_action_ticket_message',
} as const satisfies Record<OnBehalfActionKind, string>;

/** How a visit ended. */
const endLabels = {
  closed: 'staff_end_closed',
  left: 'staff_end_left',
  switched: 'staff_end_switched',
  expired: 'staff_end_expired',
  signed_out: 'staff_end_signed_out',
} as const satisfies Record<NonNullable<OnBehalfVisit['endReason']>, string>;

/**
 * `/account/staff-access` (companyInfo): the customer's control, "staff may change data on our behalf" with its
 * changes (ADR 058), and the access log of the selected sold-to — who from the group opened its account on its
 * behalf, when, why, and what they changed — newest first, paged.
 */
export function StaffAccessPage() {
  const { t } = useTranslation(namespace);
  const soldTo = useSelectedSoldTo();
  const permissions = usePermissions();
  return (
    <AccountFrame title={t('staff_title')} description={t('staff_intro')}>
      {soldTo && permissions?.companyInfo ? (
        <>
          <StaffAccessSetting customer={soldTo.customerId} />
          <StaffAccess customer={soldTo.customerId} />
        </>
      ) : (
        <NotAllowed />
      )}
    </AccountFrame>
  );
}

/**
 * "Staff may change data on our behalf" (default yes): off, staff acting on the customer's behalf only look. The
 * customer's users change it; staff in the mode see it, unchangeable. Its changes are listed below it.
 */
function StaffAccessSetting({ customer }: { customer: string }) {
  const { t } = useTranslation(namespace);
  const id = useId();
  const format = useFormatters();
  const onBehalf = useActingOnBehalf();
  const setting = useStaffAccessSetting(customer);
  const change = useChangeStaffAccessSetting(customer);
  if (setting.isPending) return <LoadingState />;
  if (setting.isError) return <ErrorState error={setting.error} onRetry={() => void setting.refetch()} />;
  const { staffMayWrite, changes } = setting.data;
  return (
    <section aria-labelledby={`${id}-heading`} className="mb-8 rounded-card border border-line p-4">
      <h2 id={`${id}-heading`} className="mb-2 text-lg font-semibold text-ink">
        {t('staff_setting_heading')}
      </h2>
      <div className="flex items-start gap-3">
        <input
          id={`${id}-write`}
          type="checkbox"
          checked={staffMayWrite}
          disabled={onBehalf || change.isPending}
          onChange={(event) => change.mutate(event.target.checked)}
          aria-describedby={`${id}-hint`}
          className="mt-1 size-5 accent-brand"
        />
        <div>
          <label htmlFor={`${id}-write`} className="font-semibold text-ink">
            {t('staff_setting_label')}
          </label>
          <p id={`${id}-hint`} className="text-sm text-ink-muted">
            {onBehalf ? t('staff_setting_customers_own') : t('staff_setting_hint')}
          </p>
        </div>
      </div>
      <p role="status" className="mt-2 text-sm text-ink">
        {change.isSuccess ? t(staffMayWrite ? 'staff_setting_saved_on' : 'staff_setting_saved_off') : ''}
      </p>
      {change.isError ? (
        <p role="alert" className="mt-2 text-sm text-danger">
          {t('save_failed')}
        </p>
      ) : null}
      {changes.length > 0 ? (
        <>
          <h3 className="mt-4 mb-1 text-sm font-semibold text-ink">{t('staff_setting_changes')}</h3>
          <ul className="space-y-1 text-sm">
            {changes.map((entry) => (
              <li key={`${entry.changedAt}-${entry.staffMayWrite}`}>
                {t(entry.staffMayWrite ? 'staff_setting_turned_on' : 'staff_setting_turned_off', {
                  name: entry.changedBy,
                  date: format.dateTime(entry.changedAt),
                })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

function StaffAccess({ customer }: { customer: string }) {
  const { t } = useTranslation(namespace);
  const captionId = useId();
  const format = useFormatters();
  const [params, setParams] = useSearchParams();
  const pageNumber = Math.min(1000, Math.max(0, Number(params.get('page') ?? '1') - 1 || 0));
  const visits = useStaffAccess(customer, pageNumber, staffAccessPageSize);
  if (visits.isPending) return <LoadingState />;
  if (visits.isError) return <ErrorState error={visits.error} onRetry={() => void visits.refetch()} />;
  const page = visits.data;
  if (page.totalElements === 0) {
    return <EmptyState title={t('staff_empty')} description={t('staff_empty_description')} />;
  }
  const pageCount = Math.max(1, Math.ceil(page.totalElements / staffAccessPageSize));
  const goTo = (next: number) => setParams(next > 0 ? { page: String(next + 1) } : {});
  return (
    <>
      <p role="status" className="mb-3 text-sm font-medium text-ink">
        {t('staff_count', { count: page.totalElements })}
      </p>
      <TableScroller labelledBy={captionId} className="rounded-card border border-line">
        <table className="w-full text-left text-sm">
          <caption id={captionId} className="sr-only">
            {t('staff_caption')}
          </caption>
          <thead className="bg-surface-muted">
            <tr>
              <th scope="col" className="px-4 py-2">
                {t('staff_when')}
              </th>
              <th scope="col" className="px-4 py-2">
                {t('staff_who')}
              </th>
              <th scope="col" className="px-4 py-2">
                {t('staff_why')}
              </th>
              <th scope="col" className="px-4 py-2">
                {t('staff_changes')}
              </th>
            </tr>
          </thead>
          <tbody>
            {page.items.map((visit) => (
              <tr key={visit.sessionId} className="border-t border-line align-top">
                <td className="min-w-48 px-4 py-2">
                  <span className="block">{format.dateTime(visit.startedAt)}</span>
                  <span className="block text-ink-muted">
                    {visit.endedAt
                      ? t('staff_ended', {
                          date: format.dateTime(visit.endedAt),
                          how: visit.endReason ? t(endLabels[visit.endReason]) : '',
                        })
                      : t('staff_open')}
                  </span>
                </td>
                <th scope="row" className="px-4 py-2 font-semibold">
                  {visit.staffName}
                </th>
                <td className="max-w-80 px-4 py-2 break-words">{visit.reason}</td>
                <td className="min-w-64 px-4 py-2">
                  {visit.actions.length === 0 ? (
                    t('staff_no_changes')
                  ) : (
                    <ul className="flex flex-col gap-1">
                      {visit.actions.map((action, index) => (
                        <li key={`${action.at}-${index}`}>
                          <span className="font-semibold">{t(actionLabels[action.action])}</span>
                          {action.subject ? `: ${action.subject}` : ''}{' '}
                          <span className="text-ink-muted">({format.dateTime(action.at)})</span>
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroller>
      <Pagination
        pageNumber={pageNumber}
        pageCount={pageCount}
        onPage={goTo}
        labels={{
          navigation: t('pagination_label'),
          previous: t('previous'),
          next: t('next'),
          position: t('page_of', { page: pageNumber + 1, pages: pageCount }),
        }}
      />
    </>
  );
}
