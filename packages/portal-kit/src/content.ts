import type { LabelName } from '@portal/contracts/label-types';
import { useTranslation } from 'react-i18next';
import type { ContentLabels } from '@portal/ui';

/** Where content media lives unless the runtime configuration says otherwise (`contentResourcePath`). */
export const defaultContentResourcePath = '/content/media';

/**
 * The runtime configuration's content resource path (spec 7, media links: what `/caas/v1/media` in content
 * becomes). The host sets it at start-up; the host's features and every remote read it. Each bundle has its
 * own copy of this module, so the value lives on the global object, like the portal state.
 */
const resourcePathKey = Symbol.for('portal.contentResourcePath');
const scope = globalThis as typeof globalThis & { [resourcePathKey]?: string };

export function setContentResourcePath(path: string | undefined): void {
  scope[resourcePathKey] = path?.trim() ? path.trim() : defaultContentResourcePath;
}

export function getContentResourcePath(): string {
  return scope[resourcePathKey] ?? defaultContentResourcePath;
}

/** File extensions grouped under the label naming their kind. */
const fileKinds: Record<string, LabelName<'shell'>> = {
  pdf: 'content_file_pdf',
  doc: 'content_file_word',
  docx: 'content_file_word',
  odt: 'content_file_word',
  xls: 'content_file_spreadsheet',
  xlsx: 'content_file_spreadsheet',
  ods: 'content_file_spreadsheet',
  csv: 'content_file_spreadsheet',
  ppt: 'content_file_presentation',
  pptx: 'content_file_presentation',
  odp: 'content_file_presentation',
  zip: 'content_file_archive',
  jpg: 'content_file_image',
  jpeg: 'content_file_image',
  png: 'content_file_image',
  webp: 'content_file_image',
  svg: 'content_file_image',
  mp4: 'content_file_video',
  webm: 'content_file_video',
};

/**
 * What a page needs to render CMS content with @portal/ui's `ContentPage` in the current language: the media
 * path and the components' own texts (label group `shell`, `content_*`).
 */
export function useContentSupport(): { resourcePath: string; labels: ContentLabels } {
  const { t } = useTranslation('shell');
  const labels: ContentLabels = {
    carousel: t('content_carousel'),
    slide: t('content_slide'),
    previousSlide: t('content_previous_slide'),
    nextSlide: t('content_next_slide'),
    slideOf: (current, total) => t('content_slide_of', { current, total }),
    opensInNewTab: t('opens_in_new_tab'),
    fileType: (extension) => {
      const kind = fileKinds[extension.toLowerCase()];
      return kind ? t(kind) : t('content_file_generic', { extension: extension.toUpperCase() });
    },
    captions: t('content_captions'),
    videoUnsupported: t('content_video_unsupported'),
  };
  return { resourcePath: getContentResourcePath(), labels };
}
