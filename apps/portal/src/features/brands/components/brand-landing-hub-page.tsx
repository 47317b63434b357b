import { PageHeader } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { QueriedCmsContent } from '../../../components/cms-content.tsx';
import { useContentLanguage } from '../../../lib/content-language.ts';
import { landingHubBrandId, useBrandLandingPage } from '../api/get-brand-landing-page.ts';
import { brandsNamespace } from '../labels.ts';

/** `/tnf-gtm-hub` (spec 2.1, brand landing hub): The North Face's landing page from the CMS. */
export function BrandLandingHubPage() {
  const { t } = useTranslation(brandsNamespace);
  const content = useBrandLandingPage(useContentLanguage(), landingHubBrandId);
  const title = content.data?.title || t('landing_title');

  return (
    <>
      <PageHeader title={title} />
      <QueriedCmsContent
        content={content}
        unavailable={{ title: t('landing_unavailable_title'), description: t('content_unavailable_description') }}
      />
    </>
  );
}
