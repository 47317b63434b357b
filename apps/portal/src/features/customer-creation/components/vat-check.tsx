import type { RequestDetail } from '@portal/contracts';
import { useFormatters } from '@portal/portal-kit';
import { Alert, Button } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { useCheckVatAgain } from '../api/requests.ts';
import { customerCreationNamespace } from '../labels.ts';

/**
 * The VAT check kept with a new customer's request (ADR 071), for the reviewer: a VAT id VIES could not check
 * (down, too slow) or found unregistered is a warning with the time it was tried, and the approver may check it
 * again. A check the checksum alone passed says nothing new; one VIES confirmed says when.
 */
export function RequestVatCheck({ request }: { request: RequestDetail }) {
  const { t } = useTranslation(customerCreationNamespace);
  const { dateTime } = useFormatters();
  const checkAgain = useCheckVatAgain();
  const check = request.vatCheck;
  if (!check || (check.outcome === 'valid' && check.source === 'checksum')) return null;
  const time = dateTime(check.checkedAt);
  const mayCheck = request.status === 'submitted' && request.allowed.actions.includes('approve');
  const again = mayCheck ? (
    <div className="flex flex-col gap-2">
      <div>
        <Button
          variant="secondary"
          disabled={checkAgain.isPending}
          onClick={() => checkAgain.mutate(request.requestId)}
        >
          {t(checkAgain.isPending ? 'review_vat_running' : 'review_vat_again')}
        </Button>
      </div>
      {checkAgain.isError ? <p className="text-sm font-medium text-danger">{t('notice_failed')}</p> : null}
    </div>
  ) : undefined;
  if (check.outcome === 'valid') {
    return <Alert header={t('review_vat_valid', { time })} />;
  }
  return (
    <Alert
      type={check.outcome === 'unchecked' ? 'warning' : 'alert'}
      header={t(check.outcome === 'unchecked' ? 'review_vat_unchecked_title' : 'review_vat_invalid_title')}
      body={t(check.outcome === 'unchecked' ? 'review_vat_unchecked_body' : 'review_vat_invalid_body', { time })}
      cta={again}
    />
  );
}
