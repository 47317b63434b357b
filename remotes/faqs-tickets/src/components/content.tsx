import type { ContentPage as ContentPageData } from '@portal/contracts';
import { useContentSupport } from '@portal/portal-kit';
import { useNavigate } from '@portal/portal-kit/router';
import { ContentPage, EmptyState } from '@portal/ui';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { namespace } from '../labels.ts';

/** A content call's page: loading, the page, or an empty state (never a blank). */
export function QueriedContent({
  query,
  headingLevel = 2,
}: {
  query: { isPending: boolean; isError: boolean; data?: ContentPageData | null };
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation(namespace);
  const navigate = useNavigate();
  const { resourcePath, labels } = useContentSupport();
  const onNavigate = useCallback((path: string) => void navigate(path), [navigate]);
  if (query.isPending) return <p role="status">{t('loading')}</p>;
  if (!query.data) return <EmptyState title={t('content_unavailable')} />;
  return (
    <ContentPage
      page={query.data}
      resourcePath={resourcePath}
      labels={labels}
      onNavigate={onNavigate}
      headingLevel={headingLevel}
    />
  );
}
