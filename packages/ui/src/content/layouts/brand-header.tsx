import { ContentImage } from '../content-image.tsx';
import { ContentLinkView } from '../content-link.tsx';
import { useContentEnvironment } from '../environment.tsx';
import { ContentHeading } from '../heading.tsx';
import type { LayoutProps } from './types.ts';

/** A brand's page header: its logo, name and claim, and an optional call to action. */
export function BrandHeader({ item }: LayoutProps) {
  const { headingLevel } = useContentEnvironment();
  const { eyebrow, title, subtitle, media, cta } = item.data;
  return (
    <div
      data-layout="brand-header"
      className="flex flex-col gap-4 rounded-card border border-line bg-surface p-6 sm:flex-row sm:items-center"
    >
      {media ? (
        <ContentImage
          media={media}
          fallbackSizes={item.sizes}
          sizes="160px"
          className="h-16 w-auto shrink-0 object-contain sm:h-20"
        />
      ) : null}
      <div className="flex flex-1 flex-col gap-1">
        {eyebrow ? <p className="text-sm font-semibold tracking-wide text-accent uppercase">{eyebrow}</p> : null}
        {title ? (
          <ContentHeading level={headingLevel} className="text-2xl font-bold text-ink">
            {title}
          </ContentHeading>
        ) : null}
        {subtitle ? <p className="text-ink-muted">{subtitle}</p> : null}
      </div>
      {cta ? <ContentLinkView link={cta} variant="button" /> : null}
    </div>
  );
}
