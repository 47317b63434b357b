import { derivePermissions, paths, type SoldTo } from '@portal/contracts';
import {
  ApiRequestError,
  useFormatters,
  usePermissionsRecord,
  useSelectedSoldTo,
  useSoldTos,
} from '@portal/portal-kit';
import { Alert, Button, EmptyState, PageHeader, RichText } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useContentLanguage } from '../../../lib/content-language.ts';
import { useSendTermsDocument, useTermsDocument } from '../api/terms-document.ts';
import { termsNamespace } from '../labels.ts';
import { hasAcceptedTerms } from '../terms-rule.ts';

const linkClass = 'font-medium text-brand underline underline-offset-2 hover:text-brand-strong';

/**
 * Spec 2.1 /terms-conditions: the current terms of a sold-to in the page's language (`?customer=` one of the
 * user's sold-tos, else the selected one), whether they were accepted, a link to the acceptance history and
 * "send by e-mail" (termsAndConditionsSendByEmail). Reachable before the terms are accepted (spec 4).
 */
export function TermsConditionsPage() {
  const { t } = useTranslation(termsNamespace);
  const [params] = useSearchParams();
  const soldTos = useSoldTos();
  const selected = useSelectedSoldTo();
  const record = usePermissionsRecord();
  const asked = params.get('customer');
  const soldTo = (asked ? soldTos?.find((candidate) => candidate.customerId === asked) : selected) ?? null;
  const permissions = record && soldTo ? derivePermissions(record, { soldToId: soldTo.customerId }) : null;
  const allowed = !!(permissions?.termsAndConditions || permissions?.dataPrivacy);
  return (
    <>
      <PageHeader
        title={t('terms_page_title')}
        description={
          soldTo ? t('public_for_customer', { legalName: soldTo.legalName, customerId: soldTo.customerId }) : undefined
        }
      />
      {soldTo && allowed ? (
        <TermsDocumentView soldTo={soldTo} canSend={!!permissions?.termsAndConditionsSendByEmail} />
      ) : (
        <EmptyState title={t('terms_not_allowed')} description={t('terms_not_allowed_description')} />
      )}
    </>
  );
}

function TermsDocumentView({ soldTo, canSend }: { soldTo: SoldTo; canSend: boolean }) {
  const { t } = useTranslation(termsNamespace);
  const format = useFormatters();
  const language = useContentLanguage();
  const selected = useSelectedSoldTo();
  const terms = useTermsDocument(soldTo.customerId, language);
  const send = useSendTermsDocument(soldTo.customerId, language);

  if (terms.isPending) return <p role="status">{t('loading_document')}</p>;
  if (terms.isError) {
    return (
      <Alert
        type="alert"
        header={t('load_failed')}
        cta={<Button onClick={() => void terms.refetch()}>{t('retry')}</Button>}
      />
    );
  }
  const document = terms.data;
  const accepted = hasAcceptedTerms(soldTo);
  const rateLimited = send.error instanceof ApiRequestError && send.error.status === 429;
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <section aria-label={t('terms_status')} className="rounded-card border border-line bg-surface p-5">
        <p className="text-ink">
          {accepted && soldTo.termsAndConditionsTimestamp
            ? t('terms_accepted_on', {
                by: soldTo.termsAndConditionsAcceptedBy ?? '',
                date: format.dateTime(soldTo.termsAndConditionsTimestamp),
              })
            : t('terms_not_accepted_yet')}
        </p>
        <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
          {!accepted ? (
            <li>
              <Link to={paths.acceptTerms(soldTo.customerId)} className={linkClass}>
                {t('terms_go_accept')}
              </Link>
            </li>
          ) : null}
          {/* The history is the account settings' page of the selected sold-to. */}
          {selected?.customerId === soldTo.customerId ? (
            <li>
              <Link to={`${paths.accountSettings.root}/terms-conditions`} className={linkClass}>
                {t('terms_history_link')}
              </Link>
            </li>
          ) : null}
        </ul>
        {canSend ? (
          <div className="mt-4 flex flex-wrap items-center gap-4">
            <Button variant="secondary" onClick={() => send.mutate()} pending={send.isPending}>
              {t('terms_send')}
            </Button>
            <p role="status" className="text-sm text-ink">
              {send.isPending
                ? t('terms_sending')
                : send.isSuccess
                  ? t('terms_sent', { recipient: send.data.recipient })
                  : null}
            </p>
          </div>
        ) : null}
        {send.isError ? (
          <Alert
            type="alert"
            header={rateLimited ? t('terms_send_limited') : t('terms_send_failed')}
            className="mt-4"
          />
        ) : null}
      </section>
      <article aria-labelledby="terms-document-title" className="rounded-card border border-line bg-surface p-6">
        <h2 id="terms-document-title" className="text-xl font-semibold text-ink">
          {document.title}
        </h2>
        <p className="mt-1 mb-4 text-sm text-ink-muted">{t('terms_version', { version: document.version })}</p>
        <RichText html={document.body} lang={document.language} label={t('document_region')} />
      </article>
    </div>
  );
}
