export {
  ContentItemView,
  ContentPage,
  contentLayoutComponents,
  type ContentItemViewProps,
  type ContentPageProps,
  type ContentRenderingProps,
} from './content-page.tsx';
export { buildSrcSet, ContentImage, fallbackSrc, imageSizes, type ContentImageProps } from './content-image.tsx';
export { ContentLinkView, type ContentLinkViewProps, type ContentLinkVariant } from './content-link.tsx';
export { ContentVideo, type ContentVideoProps } from './content-video.tsx';
export type { ContentEnvironment, ContentHeadingLevel } from './environment.tsx';
export type { ContentLabels } from './labels.ts';
export { fileExtensionOf, isExternalHref, isInternalPath } from './links.ts';
export { inViewThreshold, Reveal } from './reveal.tsx';
export { cmsAnchorBindingDelayMs, RichText, richTextClasses, type RichTextProps } from './rich-text.tsx';
export { plainTextOf, prepareRichText, sanitizeHtml, type RichTextOptions } from './sanitize-html.ts';
