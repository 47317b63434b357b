import type { ContentItem, ContentPage as ContentPageData } from '@portal/contracts';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { ContentPage, type ContentPageProps } from '../../src/content/content-page.tsx';
import type { ContentLabels } from '../../src/content/labels.ts';

export const labels: ContentLabels = {
  carousel: 'carousel',
  slide: 'slide',
  previousSlide: 'Previous slide',
  nextSlide: 'Next slide',
  slideOf: (current, total) => `Slide ${current} of ${total}`,
  opensInNewTab: 'opens in a new tab',
  fileType: (extension) => (extension === 'pdf' ? 'PDF' : extension.toUpperCase()),
  captions: 'Captions',
  videoUnsupported: 'Your browser cannot play this video.',
};

export const resourcePath = '/content/media';

export const media = {
  uri: '/caas/v1/media/hero/{cropName}/{width}/spring.jpg',
  alt: 'Hikers on a ridge at sunrise',
  width: 1600,
  height: 900,
  sizes: [
    { width: 1600, name: 'wide' },
    { width: 640, name: 'small' },
    { width: 1024, name: 'medium' },
  ],
};

export function item(layout: string, data: ContentItem['data'], overrides: Partial<ContentItem> = {}): ContentItem {
  return { id: `${layout}-1`, name: `${layout} item`, layoutVariant: `b2b-${layout}`, data, ...overrides };
}

export function pageOf(...placements: Array<{ item: ContentItem; span?: number }>): ContentPageData {
  return {
    id: 'homepage',
    name: 'Homepage',
    title: 'Homepage',
    language: 'en',
    rows: placements.map((placement, index) => ({
      id: `row-${index}`,
      placements: [{ name: `slot-${index}`, span: placement.span ?? 12, item: placement.item }],
    })),
  };
}

export function renderPage(page: ContentPageData, props: Partial<ContentPageProps> = {}) {
  const onNavigate = props.onNavigate ?? vi.fn();
  const view = render(
    <ContentPage page={page} resourcePath={resourcePath} labels={labels} onNavigate={onNavigate} {...props} />,
  );
  return { ...view, onNavigate };
}
