import type { PendingInvitation } from '@portal/contracts';
import { ApiRequestError, isRefusal, useFormatters } from '@portal/portal-kit';
import { Alert, Button, EmptyState, PageHeader, TableScroller } from '@portal/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDecideInvitation } from '../api/decide-invitation.ts';
import { usePendingInvitations } from '../api/get-pending-invitations.ts';
import { pendingInvitationsNamespace } from '../labels.ts';

type Outcome = { kind: 'approved' | 'declined'; email: string } | { kind: 'conflict' | 'failed'; email: string };

/**
 * Invitations to addresses outside a customer's known domains wait here for staff (ADR 050): with the admin tool
 * every customer's, in an on-behalf session with customerVisibility that customer's. Approving sends the
 * invitation; declining removes it. Each decision names the version listed, so when someone else decided first the
 * page says so and shows the list as it is now.
 */
export function PendingInvitationsPage() {
  const { t } = useTranslation(pendingInvitationsNamespace);
  const invitations = usePendingInvitations();
  const decide = useDecideInvitation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const decideOn = (invitation: PendingInvitation, decision: 'approve' | 'decline') => {
    setOutcome(null);
    decide.mutate(
      { invitationId: invitation.invitationId, decision, version: invitation.version },
      {
        onSuccess: (decided) => setOutcome({ kind: decided.state, email: invitation.email }),
        onError: (error) =>
          setOutcome({
            kind:
              error instanceof ApiRequestError && (error.status === 409 || error.status === 404)
                ? 'conflict'
                : 'failed',
            email: invitation.email,
          }),
      },
    );
  };

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6">
      <PageHeader title={t('title')} description={t('intro')} />
      <p role="status" className="text-sm text-ink">
        {outcome?.kind === 'approved' || outcome?.kind === 'declined'
          ? t(`outcome_${outcome.kind}`, { email: outcome.email })
          : null}
      </p>
      {outcome?.kind === 'conflict' || outcome?.kind === 'failed' ? (
        <p role="alert" className="text-sm text-danger">
          {t(`outcome_${outcome.kind}`, { email: outcome.email })}
        </p>
      ) : null}
      {invitations.isPending ? (
        <p role="status">{t('loading')}</p>
      ) : invitations.isError ? (
        isRefusal(invitations.error) ? (
          <Alert type="warning" header={t('refused_title')} body={t('refused_body')} />
        ) : (
          <div className="flex flex-col items-start gap-3">
            <Alert type="alert" header={t('failed')} />
            <Button variant="secondary" onClick={() => void invitations.refetch()}>
              {t('retry')}
            </Button>
          </div>
        )
      ) : invitations.data.items.length === 0 ? (
        <EmptyState title={t('empty')} />
      ) : (
        <InvitationTable
          items={invitations.data.items}
          busy={decide.isPending ? decide.variables?.invitationId : undefined}
          onDecide={decideOn}
        />
      )}
    </div>
  );
}

function InvitationTable({
  items,
  busy,
  onDecide,
}: {
  items: readonly PendingInvitation[];
  busy: string | undefined;
  onDecide: (invitation: PendingInvitation, decision: 'approve' | 'decline') => void;
}) {
  const { t } = useTranslation(pendingInvitationsNamespace);
  const { date } = useFormatters();
  const captionId = useId();
  return (
    <TableScroller labelledBy={captionId} className="">
      <table className="w-full text-left text-sm">
        <caption id={captionId} className="mb-2 text-left text-lg font-semibold text-ink">
          {t('table_caption', { count: items.length })}
        </caption>
        <thead>
          <tr className="border-b border-line">
            <th scope="col" className="py-2 pr-4">
              {t('column_invitee')}
            </th>
            <th scope="col" className="py-2 pr-4">
              {t('column_customer')}
            </th>
            <th scope="col" className="py-2 pr-4">
              {t('column_inviter')}
            </th>
            <th scope="col" className="py-2 pr-4">
              {t('column_invited_on')}
            </th>
            <th scope="col" className="py-2">
              {t('column_decision')}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((invitation) => {
            const name = `${invitation.firstName} ${invitation.lastName}`;
            return (
              <tr key={invitation.invitationId} className="border-b border-line align-top">
                <th scope="row" className="py-2 pr-4 font-normal">
                  <span className="block font-medium">{name}</span>
                  <span className="block text-ink-muted">{invitation.email}</span>
                </th>
                <td className="py-2 pr-4">
                  <span className="block">{invitation.customerName}</span>
                  <span className="block text-ink-muted">{invitation.customerId}</span>
                </td>
                <td className="py-2 pr-4">{invitation.inviterName}</td>
                <td className="py-2 pr-4">{date(invitation.createdAt)}</td>
                <td className="py-2">
                  <div className="flex flex-wrap gap-2">
                    <Button
                      pending={busy === invitation.invitationId}
                      aria-label={t('approve_for', { email: invitation.email })}
                      onClick={() => onDecide(invitation, 'approve')}
                    >
                      {t('approve')}
                    </Button>
                    <Button
                      variant="secondary"
                      pending={busy === invitation.invitationId}
                      aria-label={t('decline_for', { email: invitation.email })}
                      onClick={() => onDecide(invitation, 'decline')}
                    >
                      {t('decline')}
                    </Button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroller>
  );
}
