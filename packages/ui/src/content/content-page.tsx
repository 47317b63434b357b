import { layoutOf, type ContentItem, type ContentLayout, type ContentPage as ContentPageData } from '@portal/contracts';
import { useMemo, type ComponentType } from 'react';
import { cx } from '../cx.ts';
import { ContentEnvironmentContext, type ContentEnvironment, type ContentHeadingLevel } from './environment.tsx';
import type { ContentLabels } from './labels.ts';
import { Accordion } from './layouts/accordion.tsx';
import { BrandHeader } from './layouts/brand-header.tsx';
import { Cards } from './layouts/cards.tsx';
import { Carousel } from './layouts/carousel.tsx';
import { DocumentList } from './layouts/document-list.tsx';
import { HeroBanner } from './layouts/hero-banner.tsx';
import { ImageBanner } from './layouts/image-banner.tsx';
import { Notification } from './layouts/notification.tsx';
import { RichTextBlock } from './layouts/rich-text-block.tsx';
import { TextBanner } from './layouts/text-banner.tsx';
import type { LayoutProps } from './layouts/types.ts';
import { VideoBanner } from './layouts/video-banner.tsx';
import { Reveal } from './reveal.tsx';

/** One component per layout of `contentLayouts`. */
export const contentLayoutComponents: Record<ContentLayout, ComponentType<LayoutProps>> = {
  'hero-banner': HeroBanner,
  'image-banner': ImageBanner,
  'text-banner': TextBanner,
  cards: Cards,
  carousel: Carousel,
  'video-banner': VideoBanner,
  notification: Notification,
  'rich-text': RichTextBlock,
  accordion: Accordion,
  'document-list': DocumentList,
  'brand-header': BrandHeader,
};

/** Tailwind needs whole class names: the column span of a placement on wide screens. */
const spanClasses: Record<number, string> = {
  1: 'lg:col-span-1',
  2: 'lg:col-span-2',
  3: 'lg:col-span-3',
  4: 'lg:col-span-4',
  5: 'lg:col-span-5',
  6: 'lg:col-span-6',
  7: 'lg:col-span-7',
  8: 'lg:col-span-8',
  9: 'lg:col-span-9',
  10: 'lg:col-span-10',
  11: 'lg:col-span-11',
  12: 'lg:col-span-12',
};

export interface ContentRenderingProps {
  /** Replaces `/caas/v1/media` in media links (runtime configuration `contentResourcePath`). */
  resourcePath: string;
  /** The texts the components say themselves, in the page's language. */
  labels: ContentLabels;
  /** Internal links (paths starting with `/`) route through this instead of reloading the page. */
  onNavigate?: (path: string) => void;
  /** Level of the items' titles (their entries use the next one); 2 under the page's h1. */
  headingLevel?: ContentHeadingLevel;
}

export interface ContentPageProps extends ContentRenderingProps {
  page: ContentPageData;
  className?: string;
}

function useEnvironment(
  { resourcePath, labels, onNavigate, headingLevel = 2 }: ContentRenderingProps,
  language?: string,
): ContentEnvironment {
  return useMemo(
    () => ({ resourcePath, labels, onNavigate, headingLevel, language }),
    [resourcePath, labels, onNavigate, headingLevel, language],
  );
}

/** Renders one item by its layout; an unknown layout renders nothing. */
function LayoutOf({ item, span }: LayoutProps) {
  const layout = layoutOf(item.layoutVariant);
  if (!layout) return null;
  const Component = contentLayoutComponents[layout];
  return <Component item={item} span={span} />;
}

export interface ContentItemViewProps extends ContentRenderingProps {
  item: ContentItem;
  /** Columns (of 12) the item spans on wide screens; 12 by default. */
  span?: number;
  language?: string;
}

/** One content item on its own (outside a page), e.g. a legal document placement. */
export function ContentItemView({ item, span = 12, language, ...rendering }: ContentItemViewProps) {
  const environment = useEnvironment(rendering, language);
  return (
    <ContentEnvironmentContext value={environment}>
      <LayoutOf item={item} span={span} />
    </ContentEnvironmentContext>
  );
}

/**
 * A CMS page (spec 3, "CMS content"): its rows as a 12-column grid on wide screens, each placement spanning
 * its columns, stacked on small screens. Items of unknown layouts are left out, and so are rows left empty.
 */
export function ContentPage({ page, className, ...rendering }: ContentPageProps) {
  const environment = useEnvironment(rendering, page.language);
  return (
    <ContentEnvironmentContext value={environment}>
      <div lang={page.language} data-content-page={page.id} className={cx('flex flex-col gap-6', className)}>
        {page.rows.map((row) => {
          const placements = row.placements.filter((placement) => layoutOf(placement.item.layoutVariant) !== null);
          if (placements.length === 0) return null;
          return (
            <div key={row.id} className="grid grid-cols-1 gap-6 lg:grid-cols-12">
              {placements.map((placement) => (
                <Reveal
                  key={`${placement.name}-${placement.item.id}`}
                  className={spanClasses[placement.span] ?? spanClasses[12]}
                >
                  <LayoutOf item={placement.item} span={placement.span} />
                </Reveal>
              ))}
            </div>
          );
        })}
      </div>
    </ContentEnvironmentContext>
  );
}
