import { colleagueInvitationSchema, languages, type ColleagueInvitation } from '@portal/contracts';
import { ApiRequestError, useFormatters, usePermissions, useSelectedSoldTo } from '@portal/portal-kit';
import { Badge, Button, EmptyState, TableScroller } from '@portal/ui';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccountUsers } from '../api/get-account-users.ts';
import { useInviteColleague } from '../api/invite-colleague.ts';
import { AccountFrame, fieldClass, labelClass } from '../components/account-frame.tsx';
import { ErrorState, LoadingState, NotAllowed } from '../components/states.tsx';
import { namespace } from '../labels.ts';

/**
 * `/account/colleagues` (issue 20, ADR 031): the people with portal access to the selected sold-to — for a user with
 * cloneUser, who may invite a colleague with a copy of their own rights here, and for staff with customerVisibility
 * acting on behalf, who only see the list. Invitations outside the sold-to's known domains show as waiting for
 * approval until staff decide (ADR 050).
 */
export function ColleaguesPage() {
  const { t } = useTranslation(namespace);
  const soldTo = useSelectedSoldTo();
  const permissions = usePermissions();
  const allowed = soldTo && (permissions?.cloneUser || permissions?.customerVisibility);
  return (
    <AccountFrame title={t('colleagues_title')} description={t('colleagues_intro')}>
      {allowed ? (
        <div className="flex flex-col gap-6">
          {permissions?.cloneUser ? <InviteForm customer={soldTo.customerId} /> : null}
          <People customer={soldTo.customerId} />
        </div>
      ) : (
        <NotAllowed />
      )}
    </AccountFrame>
  );
}

type Field = keyof ColleagueInvitation;
const textFields = [
  ['email', 'email'],
  ['firstName', 'text'],
  ['lastName', 'text'],
] as const;
function InviteForm({ customer }: { customer: string }) {
  const { t, i18n } = useTranslation(namespace);
  const id = useId();
  const invite = useInviteColleague(customer);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const text = (field: Field) => String(data.get(field) ?? '');
    const result = colleagueInvitationSchema.safeParse({
      email: text('email'),
      firstName: text('firstName'),
      lastName: text('lastName'),
      language: text('language'),
    });
    if (!result.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of result.error.issues) {
        const field = issue.path[0] as Field;
        next[field] ??= t(`invite_error_${field}`);
      }
      setErrors(next);
      const first = textFields.map(([field]) => field).find((field) => next[field]);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setErrors({});
    // Sent: the next colleague starts from empty fields (the language chosen stays).
    const clear = () => {
      for (const [field] of textFields) {
        const input = form.elements.namedItem(field);
        if (input instanceof HTMLInputElement) input.value = '';
      }
    };
    invite.mutate(result.data, { onSuccess: clear });
  };

  const status = invite.isPending
    ? t('invite_sending')
    : invite.isSuccess
      ? t(invite.data.delivery === 'sent' ? 'invite_sent' : 'invite_waiting', { email: invite.data.email })
      : null;
  // An address that already has an account gets the same answer as a new one (its holder is mailed instead).
  const failure = invite.isError
    ? invite.error instanceof ApiRequestError && invite.error.status === 429
      ? t('invite_error_rate_limited')
      : t('invite_error_failed')
    : null;

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-card border border-line bg-surface p-5">
      <h2 id={`${id}-title`} className="mb-1 text-lg font-semibold text-ink">
        {t('invite_title')}
      </h2>
      <p className="mb-4 text-sm text-ink-muted">{t('invite_intro')}</p>
      <form noValidate onSubmit={submit} className="grid gap-4 md:grid-cols-2">
        {textFields.map(([field, type]) => (
          <div key={field}>
            <label htmlFor={`${id}-${field}`} className={labelClass}>
              {t(`invite_${field}`)}
            </label>
            <input
              id={`${id}-${field}`}
              name={field}
              type={type}
              autoComplete="off"
              required
              maxLength={field === 'email' ? 254 : 80}
              aria-invalid={errors[field] ? true : undefined}
              aria-describedby={errors[field] ? `${id}-${field}-error` : undefined}
              className={fieldClass}
            />
            {errors[field] ? (
              <p id={`${id}-${field}-error`} className="mt-1 text-sm text-danger">
                {errors[field]}
              </p>
            ) : null}
          </div>
        ))}
        <div>
          <label htmlFor={`${id}-language`} className={labelClass}>
            {t('invite_language')}
          </label>
          <select
            id={`${id}-language`}
            name="language"
            defaultValue={i18n.resolvedLanguage ?? 'en'}
            className={fieldClass}
          >
            {languages.map((option) => (
              <option key={option.id} value={option.id} lang={option.id}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-wrap items-center gap-3 md:col-span-2">
          <Button type="submit" pending={invite.isPending}>
            {t('invite_submit')}
          </Button>
          <p role="status" className="text-sm text-ink">
            {status}
          </p>
          {failure ? (
            <p role="alert" className="text-sm text-danger">
              {failure}
            </p>
          ) : null}
        </div>
      </form>
    </section>
  );
}

function People({ customer }: { customer: string }) {
  const { t } = useTranslation(namespace);
  const { date } = useFormatters();
  const people = useAccountUsers(customer);
  const captionId = useId();
  if (people.isPending) return <LoadingState />;
  if (people.isError) return <ErrorState error={people.error} onRetry={() => void people.refetch()} />;
  const { items, pendingInvitations } = people.data;
  if (items.length === 0 && pendingInvitations.length === 0) return <EmptyState title={t('people_empty')} />;
  return (
    <TableScroller labelledBy={captionId} className="">
      <table className="w-full text-left text-sm">
        <caption id={captionId} className="mb-2 text-left text-lg font-semibold text-ink">
          {t('people_title')}
        </caption>
        <thead>
          <tr className="border-b border-line">
            <th scope="col" className="py-2 pr-4">
              {t('people_name')}
            </th>
            <th scope="col" className="py-2 pr-4">
              {t('people_email')}
            </th>
            <th scope="col" className="py-2 pr-4">
              {t('people_since')}
            </th>
            <th scope="col" className="py-2">
              {t('people_status')}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((person) => (
            <tr key={person.userId} className="border-b border-line">
              <td className="py-2 pr-4">
                {person.firstName} {person.lastName}
              </td>
              <td className="py-2 pr-4">{person.email}</td>
              <td className="py-2 pr-4">{date(person.createdAt)}</td>
              <td className="py-2">
                <Badge tone={person.activated ? 'success' : 'neutral'}>
                  {t(person.activated ? 'people_active' : 'people_invited')}
                </Badge>
              </td>
            </tr>
          ))}
          {/* Invitations to an address outside the known domains, waiting for staff (ADR 050). */}
          {pendingInvitations.map((invitation) => (
            <tr key={invitation.invitationId} className="border-b border-line">
              <td className="py-2 pr-4">
                {invitation.firstName} {invitation.lastName}
              </td>
              <td className="py-2 pr-4">{invitation.email}</td>
              <td className="py-2 pr-4">{date(invitation.createdAt)}</td>
              <td className="py-2">
                <Badge tone="warning">{t('people_pending')}</Badge>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}
