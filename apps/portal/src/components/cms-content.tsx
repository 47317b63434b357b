import type { ContentPage as ContentPageData } from '@portal/contracts';
import { useContentSupport } from '@portal/portal-kit';
import { ContentPage, EmptyState, cx, type ContentHeadingLevel } from '@portal/ui';
import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

export interface CmsContentProps {
  page: ContentPageData;
  /** Level of the items' titles; 2 below the page's h1. */
  headingLevel?: ContentHeadingLevel;
  className?: string;
}

/**
 * A CMS page rendered with @portal/ui's `ContentPage` in the portal: media under the configured content
 * resource path, the components' texts in the current language, internal links routed inside the app.
 */
export function CmsContent({ page, headingLevel = 2, className }: CmsContentProps) {
  const navigate = useNavigate();
  const { resourcePath, labels } = useContentSupport();
  const onNavigate = useCallback((path: string) => void navigate(path), [navigate]);
  return (
    <ContentPage
      page={page}
      resourcePath={resourcePath}
      labels={labels}
      onNavigate={onNavigate}
      headingLevel={headingLevel}
      className={className}
    />
  );
}

/**
 * Stands in for content while it loads, reserving about the space a page's lead and first cards take, so the
 * page does not jump when they arrive. Announced once as loading.
 */
export function ContentSkeleton({ className }: { className?: string }) {
  const { t } = useTranslation('shell');
  const block = 'rounded-card bg-line/60 motion-safe:animate-pulse';
  return (
    <div role="status" className={cx('flex flex-col gap-6', className)}>
      <span className="sr-only">{t('content_loading')}</span>
      <div aria-hidden="true" className={cx(block, 'h-64 lg:h-80')} />
      <div aria-hidden="true" className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className={cx(block, 'h-48')} />
        <div className={cx(block, 'h-48')} />
        <div className={cx(block, 'h-48')} />
      </div>
    </div>
  );
}

export interface QueriedCmsContentProps {
  /** The query of a content call: pending, then the page, or no page when it failed or there is none. */
  content: { isPending: boolean; data?: ContentPageData | null };
  /** What the empty state says when there is no page. */
  unavailable: { title: string; description: string };
  /** Shown below the page's first row (or below the empty state) once the call has answered, never before. */
  afterFirstRow?: ReactNode;
}

/** A content call's page in its three states: the skeleton, the page, or an empty state (never a blank). */
export function QueriedCmsContent({ content, unavailable, afterFirstRow }: QueriedCmsContentProps) {
  if (content.isPending) return <ContentSkeleton />;
  if (!content.data) {
    return (
      <>
        <EmptyState title={unavailable.title} description={unavailable.description} />
        {afterFirstRow}
      </>
    );
  }
  if (!afterFirstRow) return <CmsContent page={content.data} />;
  const { rows } = content.data;
  return (
    <div className="flex flex-col gap-6">
      <CmsContent page={{ ...content.data, rows: rows.slice(0, 1) }} />
      {afterFirstRow}
      {rows.length > 1 ? <CmsContent page={{ ...content.data, rows: rows.slice(1) }} /> : null}
    </div>
  );
}
