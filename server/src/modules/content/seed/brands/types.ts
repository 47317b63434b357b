import type { SceneName } from '../../media/artwork.ts';
import type { BrandSlug } from '../../media/catalogue.ts';

/** What each brand says about itself, in one language. */
export interface BrandText {
  tagline: string;
  /** Brand page header: what the brand is and who buys it. */
  description: string;
  /** Landing page: the brand's story in two or three sentences. */
  story: string;
  collections: readonly [Collection, Collection, Collection];
  /** Brand contents: the current news for retailers. */
  news: { title: string; body: string };
}

export interface Collection {
  title: string;
  body: string;
}

export type BrandTexts = Readonly<Record<BrandSlug, BrandText>>;

/** The words around every brand's own texts, in one language. */
export interface BrandCommon {
  brandPage: { name: (brand: string) => string };
  cards: {
    shop: { title: string; body: (brand: string) => string; cta: string };
    highlights: { title: string; body: (brand: string) => string; cta: string };
    assets: { title: string; body: (brand: string) => string; cta: string };
  };
  landing: {
    name: (brand: string) => string;
    storyTitle: (brand: string) => string;
    collectionsTitle: string;
    cta: string;
  };
  contents: {
    name: (brand: string) => string;
    carouselTitle: string;
    assetsTitle: string;
    assetsBody: string;
    cta: string;
  };
  /** Text alternatives of the artwork scenes. */
  sceneAlt: Readonly<Record<SceneName, string>>;
}
