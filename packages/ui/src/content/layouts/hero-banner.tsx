import { cx } from '../../cx.ts';
import { ContentImage, imageSizes } from '../content-image.tsx';
import { ContentLinkView } from '../content-link.tsx';
import { useContentEnvironment } from '../environment.tsx';
import { ContentHeading } from '../heading.tsx';
import type { LayoutProps } from './types.ts';

/** The page's lead: text on the brand colour beside (below, on small screens) its main image, loaded first. */
export function HeroBanner({ item, span }: LayoutProps) {
  const { headingLevel } = useContentEnvironment();
  const { eyebrow, title, subtitle, media, cta } = item.data;
  return (
    <div
      data-layout="hero-banner"
      className={cx(
        'overflow-hidden rounded-card bg-brand text-white shadow-sm',
        media && 'flex flex-col-reverse lg:grid lg:grid-cols-2',
      )}
    >
      <div className="flex flex-col justify-center gap-3 p-6 sm:p-10">
        {eyebrow ? <p className="text-sm font-semibold tracking-wide text-white/85 uppercase">{eyebrow}</p> : null}
        {title ? (
          <ContentHeading level={headingLevel} className="text-2xl font-bold sm:text-3xl">
            {title}
          </ContentHeading>
        ) : null}
        {subtitle ? <p className="max-w-prose text-base text-white/90 sm:text-lg">{subtitle}</p> : null}
        {cta ? (
          <div className="mt-2">
            <ContentLinkView link={cta} variant="button-inverse" />
          </div>
        ) : null}
      </div>
      {media ? (
        <ContentImage
          media={media}
          fallbackSizes={item.sizes}
          sizes={imageSizes(span, 0.5)}
          priority
          className="h-full w-full object-cover"
        />
      ) : null}
    </div>
  );
}
