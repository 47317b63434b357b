import { paths } from '@portal/contracts';
import { useSoldTos } from '@portal/portal-kit';
import { Alert, Button, PageHeader } from '@portal/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { useAcceptTerms } from '../api/accept-terms.ts';
import { termsNamespace } from '../labels.ts';
import { hasAcceptedTerms } from '../terms-rule.ts';

/**
 * Spec 2.1 /accept-terms-conditions/{soldToId}: the signed-in user accepts the terms for one of their
 * sold-tos. The page links to the document (/terms-conditions for this sold-to).
 */
export function AcceptTermsPage() {
  const { t } = useTranslation(termsNamespace);
  const { soldToId } = useParams();
  const headingId = useId();
  const soldTo = useSoldTos()?.find((candidate) => candidate.customerId === soldToId);
  const accept = useAcceptTerms();

  // Not one of the user's accounts, or nothing left to accept.
  if (!soldTo || hasAcceptedTerms(soldTo)) return <Navigate to={paths.dashboard} replace />;

  return (
    <>
      <PageHeader title={t('accept_title')} description={t('accept_intro')} />
      <section aria-labelledby={headingId} className="max-w-2xl rounded-card border border-line bg-surface p-6">
        <h2 id={headingId} className="text-lg font-semibold text-ink">
          {t('account_heading')}
        </h2>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
          <dt className="text-ink-muted">{t('legal_name')}</dt>
          <dd className="font-semibold text-ink">{soldTo.legalName}</dd>
          <dt className="text-ink-muted">{t('customer_id')}</dt>
          <dd className="text-ink">{soldTo.customerId}</dd>
        </dl>
      </section>
      <p className="mt-6 max-w-2xl text-ink">{t('accept_explanation')}</p>
      <p className="mt-3">
        <Link
          to={`${paths.termsConditions}?customer=${soldTo.customerId}`}
          className="font-medium text-brand underline underline-offset-2 hover:text-brand-strong"
        >
          {t('read_terms')}
        </Link>
      </p>
      {accept.isError ? <Alert type="alert" header={t('accept_failed')} className="mt-6 max-w-2xl" /> : null}
      <div className="mt-6 flex flex-wrap items-center gap-4">
        <Button
          onClick={() => accept.mutate(soldTo.customerId)}
          disabled={accept.isPending}
          aria-busy={accept.isPending}
        >
          {t('accept')}
        </Button>
        <p role="status" className="text-sm text-ink-muted">
          {accept.isPending ? t('accepting') : null}
        </p>
      </div>
    </>
  );
}
