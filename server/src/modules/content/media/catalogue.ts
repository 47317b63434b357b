import {
  contentMediaPlaceholder,
  isLanguageId,
  legalDocumentPlacements,
  type ContentMedia,
  type ContentSize,
  type LanguageId,
} from '@portal/contracts';
import type { DocumentLibrary } from '../documents/library.ts';
import {
  heightOf,
  isCropName,
  maxArtworkWidth,
  minArtworkWidth,
  type Artwork,
  type CropName,
  type PaletteName,
  type SceneName,
} from './artwork.ts';

/**
 * What content media the server has, and how content addresses it. Every address starts with the placeholder
 * `/caas/v1/media` (spec 7), which the portal replaces with CONTENT_RESOURCE_PATH; the server serves the same
 * paths below that mount:
 *
 * - `art/<name>-<crop>-<width>.svg`: artwork renditions (`art/<name>-{cropName}-{width}.svg` in content)
 * - `legal/<placement>-<version>-<lang>.pdf`: the legal documents
 * - `docs/<slug>-<lang>.pdf`: the technical documents
 * - anything else: a file of `server/content/media/` (videos, captions)
 */

const art = (scene: SceneName, palette: PaletteName): Artwork => ({ scene, palette });

const brandArtworks = {
  altra: [art('trail', 'altra'), art('sneaker', 'altra'), art('mountains', 'altra')],
  dickies: [art('city', 'dickies'), art('boot', 'dickies'), art('knit', 'dickies')],
  'eastpak-jansport': [
    art('city', 'eastpak-jansport'),
    art('backpack', 'eastpak-jansport'),
    art('waves', 'eastpak-jansport'),
  ],
  icebreaker: [art('mountains', 'icebreaker'), art('knit', 'icebreaker'), art('forest', 'icebreaker')],
  kipling: [art('waves', 'kipling'), art('backpack', 'kipling'), art('city', 'kipling')],
  napapijri: [art('waves', 'napapijri'), art('mountains', 'napapijri'), art('knit', 'napapijri')],
  smartwool: [art('knit', 'smartwool'), art('trail', 'smartwool'), art('mountains', 'smartwool')],
  'the-north-face': [
    art('mountains', 'the-north-face'),
    art('trail', 'the-north-face'),
    art('backpack', 'the-north-face'),
  ],
  timberland: [art('forest', 'timberland'), art('boot', 'timberland'), art('trail', 'timberland')],
  vans: [art('skate', 'vans'), art('sneaker', 'vans'), art('city', 'vans')],
} as const satisfies Record<string, readonly [Artwork, Artwork, Artwork]>;
export type BrandSlug = keyof typeof brandArtworks;

/** Every artwork by name: the group's own, and three per brand (`<slug>-header`, `-product`, `-story`). */
export const artworks: Readonly<Record<string, Artwork>> = {
  'season-hero': art('mountains', 'group'),
  'season-preview': art('mountains', 'dawn'),
  'order-window': art('trail', 'dawn'),
  deliveries: art('parcels', 'group'),
  invoices: art('documents', 'slate'),
  returns: art('parcels', 'slate'),
  warranty: art('boot', 'slate'),
  sustainability: art('forest', 'forest'),
  'repair-programme': art('knit', 'forest'),
  'footwear-range': art('sneaker', 'group'),
  'bags-range': art('backpack', 'group'),
  'outdoor-range': art('trail', 'forest'),
  'help-desk': art('waves', 'ocean'),
  'staff-hero': art('city', 'slate'),
  'welcome-hero': art('mountains', 'dawn'),
  'about-hero': art('waves', 'group'),
  'user-guide': art('documents', 'group'),
  ...Object.fromEntries(
    Object.entries(brandArtworks).flatMap(([slug, [header, product, story]]) => [
      [`${slug}-header`, header],
      [`${slug}-product`, product],
      [`${slug}-story`, story],
    ]),
  ),
};

/** How an image is used decides its crop and the renditions content lists (`sizes`, smallest first). */
const uses = {
  hero: { crop: 'wide', widths: [640, 1024, 1600, 2400] },
  banner: { crop: 'wide', widths: [640, 1024, 1600] },
  card: { crop: 'landscape', widths: [400, 800, 1200] },
  slide: { crop: 'landscape', widths: [640, 1024, 1600] },
  poster: { crop: 'landscape', widths: [640, 1280] },
  tile: { crop: 'square', widths: [320, 640] },
  portrait: { crop: 'portrait', widths: [400, 800] },
} as const satisfies Record<string, { crop: CropName; widths: readonly number[] }>;
export type ImageUse = keyof typeof uses;

/** The content address of an artwork, with the placeholders the portal fills from `sizes`. */
export function artworkUri(name: string): string {
  return `${contentMediaPlaceholder}/art/${name}-{cropName}-{width}.svg`;
}

/** The renditions of an image used as `use`. */
export function sizesFor(use: ImageUse): ContentSize[] {
  const { crop, widths } = uses[use];
  return widths.map((width) => ({ width, name: crop }));
}

/** Content media for an artwork: address, text alternative, intrinsic size of the largest rendition, sizes. */
export function image(name: string, alt: string, use: ImageUse): ContentMedia {
  if (!Object.hasOwn(artworks, name)) throw new Error(`Unknown artwork ${name}`);
  const { crop, widths } = uses[use];
  const width = widths.at(-1) ?? 1600;
  return { uri: artworkUri(name), alt, width, height: heightOf(crop, width), sizes: sizesFor(use) };
}

export interface ArtworkRequest {
  name: string;
  artwork: Artwork;
  crop: CropName;
  width: number;
}

/** `<name>-<crop>-<width>.svg`, or `<name>.svg` for the landscape rendition 1600 wide; null for anything else. */
export function parseArtworkFile(file: string): ArtworkRequest | null {
  const sized = /^([a-z0-9]+(?:-[a-z0-9]+)*)-([a-z]+)-(\d{2,4})\.svg$/.exec(file);
  const plain = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.svg$/.exec(file);
  const [name, crop, width] = sized ? [sized[1], sized[2], Number(sized[3])] : [plain?.[1], 'landscape', 1600];
  if (!name || !crop || !isCropName(crop) || !Object.hasOwn(artworks, name)) return null;
  if (width < minArtworkWidth || width > maxArtworkWidth) return null;
  const artwork = artworks[name];
  return artwork ? { name, artwork, crop, width } : null;
}

/** The video of the video banners, its poster artwork and its captions (one WebVTT file per language). */
export const seasonVideo = {
  /** Content-hashed name: `npm run media:video -w @portal/server` writes it (scripts/make-content-video.ts). */
  file: 'video/season-preview.aa2b7bf4.mp4',
  poster: 'season-preview',
  captions: (language: LanguageId) => `video/season-preview.${language}.vtt`,
};

export function mediaFileUri(file: string): string {
  return `${contentMediaPlaceholder}/${file}`;
}

export interface DocumentRequest {
  kind: 'legal' | 'technical';
  slug: string;
  language: LanguageId;
  version?: string;
}

/** `<placement>-<version>-<lang>.pdf` for the current version of a legal document; null for anything else. */
export function parseLegalFile(file: string, documents: DocumentLibrary): DocumentRequest | null {
  const match = /^([a-z-]+)-(\d{4}-\d{2})-([a-z]{2})\.pdf$/.exec(file);
  const [, slug = '', version, language] = match ?? [];
  const placement = legalDocumentPlacements.find((candidate) => candidate === slug);
  if (!placement || !isLanguageId(language) || documents.legal[placement]?.version !== version) return null;
  return { kind: 'legal', slug: placement, language, version };
}

/** `<slug>-<lang>.pdf` of a technical document; null for anything else. */
export function parseTechnicalFile(file: string, documents: DocumentLibrary): DocumentRequest | null {
  const match = /^([a-z-]+)-([a-z]{2})\.pdf$/.exec(file);
  const [, slug = '', language] = match ?? [];
  if (!Object.hasOwn(documents.technical, slug) || !isLanguageId(language)) return null;
  return { kind: 'technical', slug, language };
}
