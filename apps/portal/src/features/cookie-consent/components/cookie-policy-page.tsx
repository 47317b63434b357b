import { useFormatters, usePermissions } from '@portal/portal-kit';
import { Alert, PageHeader } from '@portal/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCookieConsent, type CookieConsent } from '../../../lib/cookie-consent.ts';
import { useLegalDocuments } from '../api/get-legal-documents.ts';
import { cookieConsentNamespace } from '../labels.ts';
import { ConsentChoiceButtons } from './consent-choice-buttons.tsx';
import { LegalDocumentLinks } from './legal-document-links.tsx';

function useChoiceText(consent: CookieConsent): string {
  const { t } = useTranslation(cookieConsentNamespace);
  const { dateTime } = useFormatters();
  if (consent.status === 'undecided') return t('status_undecided');
  const date = dateTime(new Date(consent.expiresAt));
  return t(consent.status === 'accepted' ? 'status_accepted' : 'status_declined', { date });
}

/** The current choice and the way to change it; staff are told that analytics never applies to them. */
function ChoiceSection() {
  const { t } = useTranslation(cookieConsentNamespace);
  const headingId = useId();
  const consent = useCookieConsent();
  const choiceText = useChoiceText(consent);
  const internal = usePermissions()?.internal ?? false;
  return (
    <section aria-labelledby={headingId} className="rounded-card border border-line bg-surface p-6">
      <h2 id={headingId} className="text-lg font-semibold text-ink">
        {t('choice_heading')}
      </h2>
      {internal ? (
        <p className="mt-2 text-ink-muted">{t('internal_notice')}</p>
      ) : (
        <>
          {/* Polite live region: the new choice is announced after pressing a button. */}
          <p role="status" className="mt-2 text-ink">
            {choiceText}
          </p>
          <p className="mt-1 text-sm text-ink-muted">{t('change_hint')}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <ConsentChoiceButtons />
          </div>
        </>
      )}
    </section>
  );
}

/**
 * Spec 2.1, /cookie-policy: what the portal stores and why, the user's choice with the date until which it
 * counts, buttons to change it at any time, and the cookie and privacy policies. Here a failure to load
 * the documents is reported (spec 8) and a notice takes the place of the links.
 */
export function CookiePolicyPage() {
  const { t } = useTranslation(cookieConsentNamespace);
  const headingId = useId();
  const documents = useLegalDocuments({ reportFailure: true });
  return (
    <>
      <PageHeader title={t('page_title')} description={t('page_intro')} />
      <div className="flex max-w-3xl flex-col gap-6">
        <ChoiceSection />
        <section aria-labelledby={headingId}>
          <h2 id={headingId} className="text-lg font-semibold text-ink">
            {t('documents_heading')}
          </h2>
          {documents.isPending ? (
            <p className="mt-2 text-ink-muted">{t('documents_loading')}</p>
          ) : documents.isError ? (
            <Alert
              type="warning"
              header={t('documents_unavailable')}
              body={t('documents_unavailable_description')}
              className="mt-2"
            />
          ) : (
            <LegalDocumentLinks links={documents.data} className="mt-2" />
          )}
        </section>
      </div>
    </>
  );
}
