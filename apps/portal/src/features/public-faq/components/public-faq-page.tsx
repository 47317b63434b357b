import { paths } from '@portal/contracts';
import { PageHeader } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueriedCmsContent } from '../../../components/cms-content.tsx';
import { PublicLayout } from '../../../components/layout/public-layout.tsx';
import { useContentLanguage } from '../../../lib/content-language.ts';
import { usePublicFaq } from '../api/get-public-faq.ts';
import { publicFaqNamespace } from '../labels.ts';

/** `/faqs/public` (spec 2.2, no sign-in): the FAQ in the pre-login language, from the public content call. */
export function PublicFaqPage() {
  const { t } = useTranslation(publicFaqNamespace);
  const { t: shell } = useTranslation('shell');
  const faq = usePublicFaq(useContentLanguage());
  return (
    <PublicLayout
      below={
        <QueriedCmsContent
          content={{ isPending: faq.isPending, data: faq.data ?? null }}
          unavailable={{ title: t('unavailable_title'), description: t('unavailable_description') }}
        />
      }
    >
      <PageHeader title={shell('section_public_faq')} description={t('intro')} />
      <Link
        to={paths.login}
        className="inline-flex min-h-11 items-center rounded-lg bg-brand px-4 font-semibold text-white hover:bg-brand-strong"
      >
        {t('sign_in')}
      </Link>
    </PublicLayout>
  );
}
