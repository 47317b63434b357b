import type { LanguageId } from '@portal/contracts';

/**
 * A video id as `/public/video/{videoId}` carries it: the name of the video file without its extension, as
 * the server stores it under `<content resource path>/video/` (e.g. `season-preview.aa2b7bf4`, the name with
 * its content hash).
 */
export const videoIdPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[0-9a-f]{6,64})?$/i;

export interface VideoFiles {
  video: string;
  poster: string;
  captions: string;
}

/**
 * The one place that knows where a video's files are (the server's content media, see
 * server/src/modules/content/media/catalogue.ts): the mp4 under `video/` by its id, its captions per language
 * under `video/` by its name without the content hash, its poster the artwork of that name under `art/`.
 */
export function videoFiles(videoId: string, resourcePath: string, language: LanguageId): VideoFiles {
  const base = resourcePath.replace(/\/+$/, '');
  const name = videoId.replace(/\.[0-9a-f]{6,64}$/i, '');
  return {
    video: `${base}/video/${videoId}.mp4`,
    poster: `${base}/art/${name}.svg`,
    captions: `${base}/video/${name}.${language}.vtt`,
  };
}
