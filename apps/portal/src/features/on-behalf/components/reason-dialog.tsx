import { paths, type CustomerSearchResult } from '@portal/contracts';
import { Alert, Button, formFieldClass, formLabelClass, Modal } from '@portal/ui';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useStartOnBehalfSession } from '../api/start-on-behalf-session.ts';
import { enterOnBehalf } from '../hooks/use-on-behalf-mode.ts';
import { onBehalfNamespace } from '../labels.ts';

const minimumReasonLength = 3;

export interface ReasonDialogProps {
  /** The customer chosen; the dialog is open while there is one. */
  customer: Pick<CustomerSearchResult, 'customerId' | 'legalName'> | null;
  onClose: () => void;
  /** The page of the mode to open once the session is open (a deep link's, already checked); else the dashboard. */
  target?: string | undefined;
  /** A reason given in advance (a deep link's ticket number); staff may change it. */
  initialReason?: string | undefined;
}

/**
 * Asks why staff open the account (the customer reads it in their access log), then enters the mode at the target
 * page. A session open for another customer ends as switched (`enterOnBehalf`).
 */
export function ReasonDialog({ customer, onClose, target, initialReason }: ReasonDialogProps) {
  const { t } = useTranslation(onBehalfNamespace);
  const navigate = useNavigate();
  const start = useStartOnBehalfSession();
  const [reason, setReason] = useState(initialReason ?? '');
  const [invalid, setInvalid] = useState(false);
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!customer) return;
    if (reason.trim().length < minimumReasonLength) {
      setInvalid(true);
      return;
    }
    start.mutate(
      { customerId: customer.customerId, reason: reason.trim() },
      {
        onSuccess: (session) => {
          enterOnBehalf(session);
          void navigate(target ?? paths.dashboard);
        },
      },
    );
  };

  const close = () => {
    setReason('');
    setInvalid(false);
    start.reset();
    onClose();
  };

  return (
    <Modal
      isOpen={customer !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title={t('reason_title', { name: customer?.legalName ?? '' })}
      closeLabel={t('cancel')}
      maxWidth="32rem"
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <div>
          <label htmlFor={`${id}-reason`} className={formLabelClass}>
            {t('reason_label')}
          </label>
          <p id={`${id}-hint`} className="mt-1 text-sm text-ink-muted">
            {t('reason_hint')}
          </p>
          <textarea
            id={`${id}-reason`}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              if (invalid) setInvalid(event.target.value.trim().length < minimumReasonLength);
            }}
            required
            maxLength={500}
            rows={3}
            aria-invalid={invalid}
            aria-describedby={invalid ? `${id}-hint ${id}-error` : `${id}-hint`}
            // The dialog exists to ask this one question.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            className={formFieldClass}
          />
          {invalid ? (
            <p id={`${id}-error`} className="mt-1 text-sm text-danger">
              {t('reason_required')}
            </p>
          ) : null}
        </div>
        {start.isError ? <Alert type="alert" header={t('start_error')} /> : null}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={close}>
            {t('cancel')}
          </Button>
          <Button type="submit" disabled={start.isPending}>
            {t('start')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
