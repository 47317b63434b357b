import { ContentImage, imageSizes } from '../content-image.tsx';
import { ContentLinkView } from '../content-link.tsx';
import { useContentEnvironment } from '../environment.tsx';
import { ContentHeading } from '../heading.tsx';
import type { LayoutProps } from './types.ts';

/** An image across its placement, with an optional title, text and call to action below it. */
export function ImageBanner({ item, span }: LayoutProps) {
  const { headingLevel } = useContentEnvironment();
  const { title, subtitle, media, cta } = item.data;
  if (!media) return null;
  const hasCaption = Boolean(title || subtitle || cta);
  return (
    <figure data-layout="image-banner" className="overflow-hidden rounded-card border border-line bg-surface">
      <ContentImage media={media} fallbackSizes={item.sizes} sizes={imageSizes(span)} className="w-full" />
      {hasCaption ? (
        <figcaption className="flex flex-col gap-2 p-4 sm:p-6">
          {title ? (
            <ContentHeading level={headingLevel} className="text-lg font-semibold text-ink">
              {title}
            </ContentHeading>
          ) : null}
          {subtitle ? <p className="text-ink-muted">{subtitle}</p> : null}
          {cta ? (
            <div>
              <ContentLinkView link={cta} />
            </div>
          ) : null}
        </figcaption>
      ) : null}
    </figure>
  );
}
