import { ApiRequestError, useActingOnBehalf, usePermissions, useSelectedSoldTo } from '@portal/portal-kit';
import { Alert, Button, EmptyState, PageHeader } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { CmsContent, ContentSkeleton } from '../../../components/cms-content.tsx';
import { useContentLanguage } from '../../../lib/content-language.ts';
import { useContentItem } from '../api/get-content-item.ts';
import { contentPagesNamespace } from '../labels.ts';

/**
 * `/content/{id}`: one item of the content service, where a content link points to a single item (an alert's
 * or a card's "read more"). Internal users get the internal-user variant (not while acting on behalf, where
 * they see what the customer sees); the selected sold-to's own item when it has one. A missing item says so;
 * one that could not be loaded (reported, spec 8) offers a retry.
 */
export function ContentItemPage() {
  const { t } = useTranslation(contentPagesNamespace);
  const id = useParams()['id'] ?? '';
  const permissions = usePermissions();
  const onBehalf = useActingOnBehalf();
  const soldTo = useSelectedSoldTo();
  const content = useContentItem({
    id,
    language: useContentLanguage(),
    customerId: soldTo?.customerId,
    audience: permissions?.internal && !onBehalf ? 'internal-user' : 'customer',
  });

  if (content.isPending) return <ContentSkeleton />;
  if (content.isError) {
    if (content.error instanceof ApiRequestError && content.error.status === 404) {
      return <EmptyState title={t('not_found_title')} description={t('not_found_description')} />;
    }
    return (
      <Alert
        type="alert"
        header={t('load_failed')}
        cta={<Button onClick={() => void content.refetch()}>{t('retry')}</Button>}
      />
    );
  }
  return (
    <>
      <PageHeader title={content.data.title} />
      <CmsContent page={content.data} />
    </>
  );
}
