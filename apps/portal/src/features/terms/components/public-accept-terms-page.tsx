import { isLanguageId, type PublicTerms } from '@portal/contracts';
import { ApiRequestError, isNotFound, useFormatters } from '@portal/portal-kit';
import { Alert, Button, EmptyState, PageHeader, RichText } from '@portal/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PublicLayout } from '../../../components/layout/public-layout.tsx';
import { hasChosenPreLoginLanguage, useRouteLanguage } from '../../../lib/language.ts';
import { setPublicLabelToken } from '../../../lib/labels.ts';
import { useAcceptPublicTerms } from '../api/accept-public-terms.ts';
import { usePublicTerms } from '../api/get-public-terms.ts';
import { termsNamespace } from '../labels.ts';

function statusOf(error: unknown): number | undefined {
  return error instanceof ApiRequestError ? error.status : undefined;
}

/** An unknown token, whatever its shape (the server answers 404 for every one). */
const isInvalidLink = isNotFound;

/**
 * Spec 2.2 /public/accept-terms-conditions/{token}: a customer accepts the terms through an emailed link,
 * without signing in. A link works once; afterwards the page says when it was used.
 */
export function PublicAcceptTermsPage() {
  const { token = '' } = useParams();
  return (
    <PublicLayout>
      <PublicTermsContent token={token} />
    </PublicLayout>
  );
}

/**
 * Spec 7: while the page is open, the public labels call carries the link's token; once the document is in,
 * the page speaks the customer's language (the document's), unless the visitor has chosen a language.
 */
function useCustomerLanguage(token: string, language: string | undefined): void {
  useEffect(() => {
    setPublicLabelToken(token);
    return () => setPublicLabelToken(null);
  }, [token]);
  useRouteLanguage(isLanguageId(language) && !hasChosenPreLoginLanguage() ? language : null);
}

function PublicTermsContent({ token }: { token: string }) {
  const { t } = useTranslation(termsNamespace);
  const format = useFormatters();
  const terms = usePublicTerms(token);
  const accept = useAcceptPublicTerms(token);
  useCustomerLanguage(token, terms.data?.language);

  if (terms.isPending) return <p role="status">{t('loading_document')}</p>;
  if (terms.isError) {
    if (isInvalidLink(terms.error)) return <InvalidLink />;
    if (statusOf(terms.error) === 410) return <LinkUsed acceptedAt={null} />;
    return (
      <Alert
        type="alert"
        header={t('load_failed')}
        cta={<Button onClick={() => void terms.refetch()}>{t('retry')}</Button>}
      />
    );
  }
  if (isInvalidLink(accept.error)) return <InvalidLink />;

  const document = terms.data;
  return (
    <>
      <DocumentHeader document={document} />
      {accept.isSuccess ? (
        <Alert
          header={t('accepted_title')}
          body={t('accepted_when', {
            date: format.dateTime(accept.data.termsAndConditionsTimestamp),
          })}
        />
      ) : document.linkUsed || statusOf(accept.error) === 410 ? (
        <LinkUsed acceptedAt={document.acceptedAt} />
      ) : document.acceptedAt ? (
        <AlreadyAccepted acceptedAt={document.acceptedAt} />
      ) : (
        <>
          <RichText html={document.body} lang={document.language} label={t('document_region')} />
          {accept.isError ? <Alert type="alert" header={t('accept_failed')} className="mt-6" /> : null}
          <div className="mt-6 flex flex-wrap items-center gap-4">
            <Button onClick={() => accept.mutate()} pending={accept.isPending}>
              {t('accept')}
            </Button>
            <p role="status" className="text-sm text-ink-muted">
              {accept.isPending ? t('accepting') : null}
            </p>
          </div>
        </>
      )}
    </>
  );
}

function DocumentHeader({ document }: { document: PublicTerms }) {
  const { t } = useTranslation(termsNamespace);
  return (
    <PageHeader
      title={<span lang={document.language}>{document.title}</span>}
      description={t('public_for_customer', { legalName: document.legalName, customerId: document.customerId })}
    />
  );
}

function LinkUsed({ acceptedAt }: { acceptedAt: string | null }) {
  const { t } = useTranslation(termsNamespace);
  const format = useFormatters();
  return (
    <Alert
      type="warning"
      header={t('link_used_title')}
      body={acceptedAt ? t('link_used_when', { date: format.dateTime(acceptedAt) }) : t('link_used')}
    />
  );
}

/** Accepted signed in to the portal since the link was sent: nothing is left to do with it. */
function AlreadyAccepted({ acceptedAt }: { acceptedAt: string }) {
  const { t } = useTranslation(termsNamespace);
  const format = useFormatters();
  return (
    <Alert header={t('already_accepted_title')} body={t('link_used_when', { date: format.dateTime(acceptedAt) })} />
  );
}

function InvalidLink() {
  const { t } = useTranslation(termsNamespace);
  return (
    <div role="alert">
      <EmptyState title={t('invalid_link_title')} description={t('invalid_link_description')} />
    </div>
  );
}
