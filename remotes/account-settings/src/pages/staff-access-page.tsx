import type { OnBehalfActionKind, OnBehalfVisit } from '@portal/contracts';
import { useFormatters, usePermissions, useSelectedSoldTo } from '@portal/portal-kit';
import { useSearchParams } from '@portal/portal-kit/router';
import { EmptyState, Pagination, TableScroller } from '@portal/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaffAccess } from '../api/account.ts';
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
  expired: 'staff_end_expired',
  signed_out: 'staff_end_signed_out',
} as const satisfies Record<NonNullable<OnBehalfVisit['endReason']>, string>;

/**
 * `/account/staff-access` (companyInfo): the access log of the selected sold-to — who from the group opened its
 * account on its behalf, when, why, and what they changed — newest first, paged.
 */
export function StaffAccessPage() {
  const { t } = useTranslation(namespace);
  const soldTo = useSelectedSoldTo();
  const permissions = usePermissions();
  return (
    <AccountFrame title={t('staff_title')} description={t('staff_intro')}>
      {soldTo && permissions?.companyInfo ? <StaffAccess customer={soldTo.customerId} /> : <NotAllowed />}
    </AccountFrame>
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
