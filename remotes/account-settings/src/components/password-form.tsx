import { passwordChangeErrorSchema, passwordErrorCodes, passwordErrorLabelKeys } from '@portal/contracts';
import { ApiRequestError, publish, useFormatters, usePermissionsRecord } from '@portal/portal-kit';
import { Button, TextInput } from '@portal/ui';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangePassword } from '../api/change-password.ts';
import { usePasswordInfo } from '../api/get-password-info.ts';
import { namespace } from '../labels.ts';

/** The identity provider's rules a new password must meet that the page can check as the user types. */
const minimumLength = 10;

type Rule = 'policy_length' | 'policy_username' | 'policy_common' | 'policy_recent';

function localRules(password: string, username: string): Record<'policy_length' | 'policy_username', boolean> {
  const lower = password.toLowerCase();
  const parts = [username.toLowerCase(), username.toLowerCase().split('@', 1)[0] ?? ''].filter(
    (part) => part.length >= 3,
  );
  return {
    policy_length: [...password].length >= minimumLength,
    policy_username: password.length > 0 && !parts.some((part) => lower.includes(part)),
  };
}

/** The spec 8 label of a refused password (`login_security.okta_password_error_*`), in this remote's group. */
function errorLabelOf(error: unknown): string {
  if (error instanceof ApiRequestError && error.status === 400) {
    const parsed = passwordChangeErrorSchema.safeParse(error.body);
    if (parsed.success) return passwordErrorLabelKeys[parsed.data.errorCode].replace('login_security.', '');
  }
  if (error instanceof ApiRequestError && error.status === 429) return 'password_error_rate_limited';
  return passwordErrorLabelKeys[passwordErrorCodes.generic].replace('login_security.', '');
}

/**
 * The login-and-security password form (spec 4): current password, new password with the policy shown and
 * checked as the user types, confirmation; loading, success or the list of errors. On success the portal is
 * told (passwordChanged, passwordLastUpdated), and the server removes the expiring-password notice.
 */
export function PasswordForm() {
  const { t } = useTranslation(namespace);
  const id = useId();
  const format = useFormatters();
  const username = usePermissionsRecord()?.userName ?? '';
  const info = usePasswordInfo();
  const change = useChangePassword();
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [done, setDone] = useState(false);
  const rules = localRules(password, username);
  const lastUpdated = info.data?.lastUpdated ?? null;

  useEffect(() => {
    if (info.isSuccess) publish('passwordLastUpdated', info.data.lastUpdated);
  }, [info.isSuccess, info.data]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const current = String(data.get('currentPassword') ?? '');
    const next = String(data.get('newPassword') ?? '');
    const confirmation = String(data.get('confirmPassword') ?? '');
    const found: string[] = [];
    if (!current) found.push(t('password_error_current_required'));
    const local = localRules(next, username);
    if (!local.policy_length) found.push(t('policy_length', { min: minimumLength }));
    if (!local.policy_username) found.push(t('policy_username'));
    if (next !== confirmation) found.push(t('password_error_mismatch'));
    setDone(false);
    setErrors(found);
    if (found.length > 0) return;
    change.mutate(
      { currentPassword: current, profile: { password: next } },
      {
        onSuccess: (answer) => {
          setDone(true);
          setPassword('');
          form.reset();
          publish('passwordChanged', undefined);
          publish('passwordLastUpdated', answer.lastUpdated);
        },
        onError: (error) =>
          setErrors([
            error instanceof ApiRequestError && error.status === 400 && isWrongCurrent(error)
              ? t('password_error_current_wrong')
              : t(errorLabelOf(error) as 'okta_password_error_generic'),
          ]),
      },
    );
  };

  const ruleItems: Array<[Rule, boolean | null]> = [
    ['policy_length', password ? rules.policy_length : null],
    ['policy_username', password ? rules.policy_username : null],
    ['policy_common', null],
    ['policy_recent', null],
  ];

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-card border border-line bg-surface p-5">
      <h2 id={`${id}-title`} className="mb-1 text-lg font-semibold text-ink">
        {t('password_title')}
      </h2>
      {/* A status region, so "loading" and then the date are announced. */}
      <p role="status" className="mb-4 text-sm text-ink-muted">
        {lastUpdated
          ? t('password_last_changed', { date: format.date(lastUpdated) })
          : info.isPending
            ? t('loading')
            : t('password_last_changed_unknown')}
      </p>
      <form noValidate onSubmit={submit} className="flex max-w-md flex-col gap-4">
        <TextInput
          type="password"
          name="currentPassword"
          label={t('password_current')}
          autoComplete="current-password"
          isRequired
          maxLength={256}
          showPasswordLabel={t('password_show')}
          hidePasswordLabel={t('password_hide')}
        />
        <div>
          <TextInput
            type="password"
            name="newPassword"
            label={t('password_new')}
            autoComplete="new-password"
            isRequired
            maxLength={256}
            value={password}
            onChange={setPassword}
            showPasswordLabel={t('password_show')}
            hidePasswordLabel={t('password_hide')}
          />
          <div id={`${id}-policy`} className="mt-2 text-sm">
            <p className="font-semibold text-ink">{t('policy_title')}</p>
            <ul className="mt-1 flex flex-col gap-1">
              {ruleItems.map(([rule, met]) => (
                <li key={rule} className={met === false ? 'text-danger' : met ? 'text-ink' : 'text-ink-muted'}>
                  <span aria-hidden="true">{met === null ? '•' : met ? '✓' : '✗'} </span>
                  {t(rule, { min: minimumLength })}
                  {met === null ? null : <span className="sr-only"> ({t(met ? 'policy_met' : 'policy_not_met')})</span>}
                </li>
              ))}
            </ul>
          </div>
        </div>
        <TextInput
          type="password"
          name="confirmPassword"
          label={t('password_confirm')}
          autoComplete="new-password"
          isRequired
          maxLength={256}
          showPasswordLabel={t('password_show')}
          hidePasswordLabel={t('password_hide')}
        />
        {errors.length > 0 ? (
          <div role="alert" className="rounded-card border border-red-200 bg-red-50 p-3 text-sm text-ink">
            <p className="font-semibold">{t('password_errors_title')}</p>
            <ul className="mt-1 list-disc pl-5">
              {errors.map((error) => (
                <li key={error}>{error}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <p role="status" className={done ? 'rounded-card border border-green-200 bg-green-50 p-3 text-sm' : 'sr-only'}>
          {change.isPending ? t('password_saving') : done ? t('password_changed') : null}
        </p>
        <div>
          <Button type="submit" pending={change.isPending}>
            {change.isPending ? t('password_saving') : t('password_submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}

/** The provider answers a wrong current password with a 400 naming the field `currentPassword`. */
function isWrongCurrent(error: ApiRequestError): boolean {
  const details = error.body.details;
  return Array.isArray(details) && details.some((detail) => (detail as { field?: string }).field === 'currentPassword');
}
