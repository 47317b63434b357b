import { cx } from '../cx.ts';

export interface ContentVideoProps {
  /** The video file (mp4). */
  src: string;
  /** Image shown before the video plays. */
  poster?: string;
  /** WebVTT captions. */
  captions?: string;
  /** Language of the captions (BCP 47). */
  captionsLanguage?: string;
  /** Label of the captions track, e.g. "Captions". */
  captionsLabel: string;
  /** Shown by browsers that cannot play the video. */
  unsupportedText: string;
  /** Intrinsic size; the element keeps this aspect ratio before anything loads. */
  width?: number;
  height?: number;
  /** Names the video for assistive technology. */
  label?: string;
  /** Called when the video file cannot be loaded (e.g. it does not exist). */
  onUnavailable?: () => void;
  className?: string;
}

/**
 * A native video: the browser's controls, a poster, captions, nothing downloaded before the user presses play
 * (`preload="none"`) and never autoplay.
 */
export function ContentVideo({
  src,
  poster,
  captions,
  captionsLanguage,
  captionsLabel,
  unsupportedText,
  width = 1280,
  height = 720,
  label,
  onUnavailable,
  className,
}: ContentVideoProps) {
  return (
    // The captions track is rendered whenever the content has captions; a video published without them still plays.
    // eslint-disable-next-line jsx-a11y/media-has-caption
    <video
      controls
      preload="none"
      playsInline
      poster={poster}
      width={width}
      height={height}
      aria-label={label}
      className={cx('h-auto w-full bg-ink', className)}
    >
      <source src={src} type="video/mp4" onError={onUnavailable} />
      {captions ? (
        <track kind="captions" src={captions} srcLang={captionsLanguage} label={captionsLabel} default />
      ) : null}
      {unsupportedText}
    </video>
  );
}
