import { usePermissions, useSelectedSoldTo } from '@portal/portal-kit';
import { PageHeader } from '@portal/ui';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { QueriedCmsContent } from '../../../components/cms-content.tsx';
import { NoActiveBrandsAlert } from '../../../components/no-active-brands-alert.tsx';
import { PasswordExpiryNotice } from '../../../components/password-expiry-notice.tsx';
import { useContentLanguage } from '../../../lib/content-language.ts';
import { useHomepageContent } from '../api/get-homepage-content.ts';
import { dashboardNamespace } from '../labels.ts';

// Its code and its call come after the first content: nothing of it is on the first paint's path.
const AccountPanel = lazy(() => import('./account-panel.tsx'));

/**
 * The dashboard of a customer (spec 2.1): its heading, then the homepage content of the CMS for the selected
 * sold-to in the current language. While it loads a skeleton holds its place; if it cannot be
 * loaded the failure is reported and a notice takes its place (spec 8: swallowed). A user without active
 * brands is told so above the content, a user whose password expires soon too. A user who may see the sold-to's
 * invoices gets the "Your account" panel below the content's first row, once the content has answered.
 */
export function CustomerDashboard() {
  const { t } = useTranslation(dashboardNamespace);
  const language = useContentLanguage();
  const soldTo = useSelectedSoldTo();
  const content = useHomepageContent({ language, customerId: soldTo?.customerId });
  const permissions = usePermissions();
  const showsAccount = Boolean(soldTo && permissions?.document && permissions.documentInvoice);

  return (
    <>
      <PageHeader title={t('dashboard_title')} description={t('dashboard_intro')} />
      <NoActiveBrandsAlert className="mb-6" />
      <PasswordExpiryNotice className="mb-6" />
      <QueriedCmsContent
        content={content}
        unavailable={{ title: t('content_unavailable_title'), description: t('content_unavailable_description') }}
        afterFirstRow={
          showsAccount && soldTo ? (
            <Suspense fallback={null}>
              <AccountPanel customer={soldTo.customerId} />
            </Suspense>
          ) : undefined
        }
      />
    </>
  );
}
