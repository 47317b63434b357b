import { contactInputSchema, contactRoles, type Contact, type ContactInput } from '@portal/contracts';
import { ApiRequestError, isOnBehalfWritesOff } from '@portal/portal-kit';
import { Button, Modal } from '@portal/ui';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { namespace } from '../labels.ts';
import { fieldClass, labelClass } from './account-frame.tsx';

type Field = 'firstName' | 'lastName' | 'email' | 'phone' | 'roles';
const textFields = [
  ['firstName', 'text', 'given-name'],
  ['lastName', 'text', 'family-name'],
  ['email', 'email', 'email'],
  ['phone', 'tel', 'tel'],
] as const;

interface ContactModalProps {
  /** The contact to edit, `null` to add one. */
  contact: Contact | null;
  saving: boolean;
  /** The failed save, if any: a 409 means someone else changed or removed the contact meanwhile. */
  error: unknown;
  onSave: (input: ContactInput) => void;
  onReload: () => void;
  onClose: () => void;
}

/** Adding or editing a contact: checked with the server's own rules before sending, the server checks again. */
export function ContactModal({ contact, saving, error, onSave, onReload, onClose }: ContactModalProps) {
  const { t } = useTranslation(namespace);
  const id = useId();
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const conflict = error instanceof ApiRequestError && error.status === 409;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const input = {
      firstName: String(form.get('firstName') ?? ''),
      lastName: String(form.get('lastName') ?? ''),
      email: String(form.get('email') ?? ''),
      phone: String(form.get('phone') ?? ''),
      roles: form.getAll('roles').map(String),
    };
    const result = contactInputSchema.safeParse(input);
    if (!result.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of result.error.issues) {
        const field = issue.path[0] as Field;
        next[field] ??= t(`error_${field}`);
      }
      setErrors(next);
      const first = (['firstName', 'lastName', 'email', 'phone', 'roles'] as const).find((field) => next[field]);
      const target = first === 'roles' ? `${id}-role-${contactRoles[0]}` : `${id}-${first}`;
      document.getElementById(target)?.focus();
      return;
    }
    setErrors({});
    onSave(result.data);
  };

  const describedBy = (field: Field, hint?: string) =>
    [errors[field] ? `${id}-${field}-error` : '', hint ?? ''].filter(Boolean).join(' ') || undefined;

  return (
    <Modal
      isOpen
      onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}
      title={t(contact ? 'contact_edit_title' : 'contact_add_title')}
      closeLabel={t('close')}
      maxWidth="36rem"
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {textFields.map(([field, type, autoComplete]) => (
          <div key={field}>
            <label htmlFor={`${id}-${field}`} className={labelClass}>
              {t(`contact_${field}`)}
            </label>
            <input
              id={`${id}-${field}`}
              name={field}
              type={type}
              required
              autoComplete={autoComplete}
              defaultValue={contact?.[field] ?? ''}
              aria-invalid={errors[field] ? true : undefined}
              aria-describedby={describedBy(field, field === 'phone' ? `${id}-phone-hint` : undefined)}
              className={fieldClass}
            />
            {field === 'phone' ? (
              <p id={`${id}-phone-hint`} className="mt-1 text-sm text-ink-muted">
                {t('contact_phone_hint')}
              </p>
            ) : null}
            {errors[field] ? (
              <p id={`${id}-${field}-error`} className="mt-1 text-sm text-danger">
                {errors[field]}
              </p>
            ) : null}
          </div>
        ))}
        <fieldset aria-describedby={describedBy('roles')}>
          <legend className={labelClass}>{t('contact_roles')}</legend>
          <div className="mt-1 flex flex-wrap gap-4">
            {contactRoles.map((role) => (
              <label key={role} className="flex items-center gap-2 text-sm">
                <input
                  id={`${id}-role-${role}`}
                  type="checkbox"
                  name="roles"
                  value={role}
                  defaultChecked={contact?.roles.includes(role) ?? false}
                />
                {t(`role_${role}`)}
              </label>
            ))}
          </div>
          {errors.roles ? (
            <p id={`${id}-roles-error`} className="mt-1 text-sm text-danger">
              {errors.roles}
            </p>
          ) : null}
        </fieldset>
        {conflict ? (
          <div role="alert" className="rounded-card border border-amber-300 bg-amber-50 p-3 text-sm text-ink">
            <p>{t(contact ? 'conflict_edit' : 'conflict_full')}</p>
            {contact ? (
              <Button variant="secondary" className="mt-2" onClick={onReload}>
                {t('conflict_reload')}
              </Button>
            ) : null}
          </div>
        ) : error ? (
          <p role="alert" className="text-sm text-danger">
            {isOnBehalfWritesOff(error) ? t('staff_writes_off_refused') : t('save_failed')}
          </p>
        ) : null}
        <p role="status" className="sr-only">
          {saving ? t('saving') : null}
        </p>
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" pending={saving}>
            {saving ? t('saving') : t('save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
