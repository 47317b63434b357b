import { EmptyState, PageHeader } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { CmsContent, ContentSkeleton } from '../../../components/cms-content.tsx';
import { useContentLanguage } from '../../../lib/content-language.ts';
import { useGenericPage } from '../api/get-generic-page.ts';
import { contentPagesNamespace } from '../labels.ts';

/** `/page/*`: a page of the content service by its path, e.g. `/page/sustainability` (spec 7, generic page). */
export function GenericContentPage() {
  const { t } = useTranslation(contentPagesNamespace);
  const path = useParams()['*'] ?? '';
  const content = useGenericPage(useContentLanguage(), path);

  if (content.isPending) return <ContentSkeleton />;
  if (!content.data) {
    return <EmptyState title={t('not_found_title')} description={t('not_found_description')} />;
  }
  return (
    <>
      <PageHeader title={content.data.title} />
      <CmsContent page={content.data} />
    </>
  );
}
