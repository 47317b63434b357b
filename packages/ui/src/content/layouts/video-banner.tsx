import { resolveMediaUri } from '@portal/contracts';
import { ContentVideo } from '../content-video.tsx';
import { fallbackSrc } from '../content-image.tsx';
import { useContentEnvironment } from '../environment.tsx';
import { ContentHeading } from '../heading.tsx';
import type { LayoutProps } from './types.ts';

/** A video with its poster (the item's media) and captions, under an optional title. */
export function VideoBanner({ item }: LayoutProps) {
  const { headingLevel, labels, resourcePath, language } = useContentEnvironment();
  const { title, subtitle, media, video } = item.data;
  if (!video) return null;
  return (
    <figure data-layout="video-banner" className="flex flex-col gap-3">
      {title ? (
        <ContentHeading level={headingLevel} className="text-xl font-semibold text-ink">
          {title}
        </ContentHeading>
      ) : null}
      <ContentVideo
        src={resolveMediaUri(video.uri, resourcePath)}
        poster={media ? fallbackSrc(media, resourcePath, item.sizes) : undefined}
        captions={video.captions ? resolveMediaUri(video.captions, resourcePath) : undefined}
        captionsLanguage={language}
        captionsLabel={labels.captions}
        unsupportedText={labels.videoUnsupported}
        width={media?.width}
        height={media?.height}
        label={title ?? media?.alt ?? item.name}
        className="rounded-card"
      />
      {subtitle ? <figcaption className="text-sm text-ink-muted">{subtitle}</figcaption> : null}
    </figure>
  );
}
