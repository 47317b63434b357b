/**
 * The texts the content components say themselves. The ui package has no i18n: the app passes them in its
 * current language (the host builds them from the `shell` label group).
 */
export interface ContentLabels {
  /** `aria-roledescription` of a carousel, e.g. "carousel". */
  carousel: string;
  /** `aria-roledescription` of one of its slides, e.g. "slide". */
  slide: string;
  previousSlide: string;
  nextSlide: string;
  /** "Slide 2 of 5". */
  slideOf: (current: number, total: number) => string;
  /** Announced after links that open a new tab, e.g. "opens in a new tab". */
  opensInNewTab: string;
  /** A document's type from its file extension (lower case, without the dot), e.g. "pdf" → "PDF". */
  fileType: (extension: string) => string;
  /** Label of a video's captions track, e.g. "Captions". */
  captions: string;
  /** Shown inside a video element by browsers that cannot play it. */
  videoUnsupported: string;
}
