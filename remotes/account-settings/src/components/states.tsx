import type { PartnerAddress } from '@portal/contracts';
import { isRefusal } from '@portal/portal-kit';
import { Button, EmptyState } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { namespace } from '../labels.ts';

/** A partner's address as lines. */
export function Address({ address }: { address: PartnerAddress }) {
  return (
    <address className="not-italic">
      <span className="block font-semibold">{address.name}</span>
      <span className="block">{address.street}</span>
      <span className="block">
        {address.postcode} {address.city}
      </span>
      <span className="block">{address.country}</span>
    </address>
  );
}

export function LoadingState() {
  const { t } = useTranslation(namespace);
  return (
    <p role="status" className="text-sm text-ink-muted">
      {t('loading')}
    </p>
  );
}

/**
 * A failed call: a retry, or for a 403 the refusal (trying again gets the same answer, e.g. a privilege taken
 * away on the sold-to since the page opened).
 */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation(namespace);
  if (isRefusal(error)) return <NotAllowed />;
  return (
    <EmptyState
      title={t('error_title')}
      description={t('error_description')}
      action={<Button onClick={onRetry}>{t('retry')}</Button>}
    />
  );
}

export function NotAllowed() {
  const { t } = useTranslation(namespace);
  return <EmptyState title={t('not_allowed_title')} description={t('not_allowed_description')} />;
}
