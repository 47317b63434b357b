import type { LegalDocumentPlacement } from '@portal/contracts';
import { cx } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import type { LabelName } from '@portal/contracts/label-types';
import type { LegalDocumentLinks as Links } from '../api/get-legal-documents.ts';
import { cookieConsentNamespace } from '../labels.ts';

/** Spec 2.6: the cookie policy names the privacy policy and the cookie policy; the terms have their own page. */
const shownDocuments: ReadonlyArray<{
  placement: LegalDocumentPlacement;
  label: LabelName<typeof cookieConsentNamespace>;
}> = [
  { placement: 'privacy-policy', label: 'privacy_policy' },
  { placement: 'cookie-policy', label: 'cookie_policy' },
];

/** Links to the privacy and cookie policy documents (PDF, new tab); nothing for a document that is missing. */
export function LegalDocumentLinks({ links, className }: { links: Links | undefined; className?: string }) {
  const { t } = useTranslation(cookieConsentNamespace);
  const shown = shownDocuments.flatMap(({ placement, label }) => {
    const href = links?.[placement];
    return href ? [{ placement, label, href }] : [];
  });
  if (shown.length === 0) return null;
  return (
    <ul className={cx('flex flex-wrap gap-x-6 gap-y-2', className)}>
      {shown.map(({ placement, label, href }) => (
        <li key={placement}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-block py-2.5 font-semibold text-brand underline underline-offset-2 hover:text-brand-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
          >
            {t(label)} <span className="sr-only">{t('document_opens_in_new_tab')}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
