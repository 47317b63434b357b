import { resolveMediaUri, type ContentMedia, type ContentSize } from '@portal/contracts';
import { cx } from '../cx.ts';
import { useContentEnvironment } from './environment.tsx';

/** Renditions of a media item, narrowest first. */
function renditionsOf(media: ContentMedia, fallback?: readonly ContentSize[]): ContentSize[] {
  return [...(media.sizes ?? fallback ?? [])].sort((a, b) => a.width - b.width);
}

/** `srcset` of a media item: one candidate per rendition (`<address> <width>w`), '' without renditions. */
export function buildSrcSet(media: ContentMedia, resourcePath: string, fallback?: readonly ContentSize[]): string {
  return renditionsOf(media, fallback)
    .map((size) => `${resolveMediaUri(media.uri, resourcePath, size)} ${size.width}w`)
    .join(', ');
}

/** `src` for browsers without `srcset`: the first rendition at least 1024 px wide, else the widest. */
export function fallbackSrc(media: ContentMedia, resourcePath: string, fallback?: readonly ContentSize[]): string {
  const renditions = renditionsOf(media, fallback);
  const size = renditions.find((candidate) => candidate.width >= 1024) ?? renditions.at(-1);
  return resolveMediaUri(media.uri, resourcePath, size);
}

/**
 * The `sizes` attribute of an image in a placement spanning `span` of 12 columns on wide screens, taking
 * `fraction` of it there (e.g. ½ for the hero's image, ⅓ for one of three cards) and the full width below.
 */
export function imageSizes(span: number, fraction = 1, smallFraction = 1): string {
  const wide = Math.max(1, Math.round((span / 12) * fraction * 100));
  const small = Math.max(1, Math.round(smallFraction * 100));
  return smallFraction === 1
    ? `(min-width: 1024px) ${wide}vw, 100vw`
    : `(min-width: 1024px) ${wide}vw, (min-width: 640px) ${small}vw, 100vw`;
}

export interface ContentImageProps {
  media: ContentMedia;
  /** The item's renditions, used when the media carries none. */
  fallbackSizes?: readonly ContentSize[];
  /** The `sizes` attribute (see `imageSizes`). */
  sizes: string;
  /** The page's main image (the hero): loaded at once and first, not lazily. */
  priority?: boolean;
  className?: string;
}

/**
 * A content image: responsive (`srcset`/`sizes` from the media's renditions), its intrinsic width and height
 * given so the page reserves its space (no layout shift), lazy unless it is the page's main image.
 */
export function ContentImage({ media, fallbackSizes, sizes, priority = false, className }: ContentImageProps) {
  const { resourcePath } = useContentEnvironment();
  const srcSet = buildSrcSet(media, resourcePath, fallbackSizes);
  return (
    <img
      src={fallbackSrc(media, resourcePath, fallbackSizes)}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      width={media.width}
      height={media.height}
      alt={media.alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? undefined : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      className={cx('h-auto max-w-full', className)}
    />
  );
}
