import type { LanguageId } from '@portal/contracts';
import { brandCatalogue } from '../../../accounts/brands.ts';
import { artworks, image, type BrandSlug, type ImageUse } from '../../media/catalogue.ts';
import { entries, item, link, page, place, row, type SeedPage } from '../builders.ts';
import { brandCommon } from './common.ts';
import { brandTextsDe } from './texts-de.ts';
import { brandTextsEn } from './texts-en.ts';
import { brandTextsEs } from './texts-es.ts';
import { brandTextsFr } from './texts-fr.ts';
import { brandTextsIt } from './texts-it.ts';
import type { BrandTexts } from './types.ts';

const brandTexts: Readonly<Record<LanguageId, BrandTexts>> = {
  de: brandTextsDe,
  en: brandTextsEn,
  es: brandTextsEs,
  fr: brandTextsFr,
  it: brandTextsIt,
};

/** Brand pages are keyed by the catalogue id (spec 3): `brand-page.40`, `brand-landing.40`, `brand-contents.40`. */
export const brandPageKinds = ['brand-page', 'brand-landing', 'brand-contents'] as const;
export type BrandPageKind = (typeof brandPageKinds)[number];

export function brandPageKey(kind: BrandPageKind, brandId: string): string {
  return `${kind}.${brandId}`;
}

/** The catalogue id of a brand given by id (`40`) or by slug (`the-north-face`); null for an unknown brand. */
export function brandIdOf(brand: string): string | null {
  const found = brandCatalogue.find((entry) => entry.id === brand || entry.iconName === brand);
  return found?.id ?? null;
}

function brandImage(slug: BrandSlug, role: 'header' | 'product' | 'story', language: LanguageId, use: ImageUse) {
  const name = `${slug}-${role}`;
  const scene = artworks[name]?.scene ?? 'mountains';
  return image(name, brandCommon[language].sceneAlt[scene], use);
}

function pagesOf(brandId: string, brandName: string, slug: BrandSlug, language: LanguageId): SeedPage[] {
  const common = brandCommon[language];
  const text = brandTexts[language][slug];
  const shop = `/brands/shop/${brandId}`;
  const brandPage = page(
    brandPageKey('brand-page', brandId),
    language,
    { name: common.brandPage.name(brandName), title: brandName },
    [
      row(
        'header',
        place(
          item(`${slug}-header`, 'brand-header', {
            title: brandName,
            subtitle: text.tagline,
            body: text.description,
            media: brandImage(slug, 'header', language, 'hero'),
            cta: link(common.cards.shop.cta, shop),
          }),
        ),
      ),
      row(
        'shortcuts',
        place(
          item(`${slug}-shortcuts`, 'cards', {
            entries: [
              {
                id: `${slug}-shop`,
                title: common.cards.shop.title,
                body: common.cards.shop.body(brandName),
                media: brandImage(slug, 'product', language, 'card'),
                cta: link(common.cards.shop.cta, shop),
              },
              {
                id: `${slug}-highlights`,
                title: common.cards.highlights.title,
                body: common.cards.highlights.body(brandName),
                media: brandImage(slug, 'story', language, 'card'),
                cta: link(common.cards.highlights.cta, `/brands/${brandId}`),
              },
              {
                id: `${slug}-assets`,
                title: common.cards.assets.title,
                body: common.cards.assets.body(brandName),
                media: brandImage(slug, 'header', language, 'card'),
                cta: link(common.cards.assets.cta, '/ticket/history'),
              },
            ],
          }),
        ),
      ),
    ],
  );

  const collections = (use: ImageUse) =>
    entries(`${slug}-collection`, text.collections, (_, index) => ({
      media: brandImage(slug, (['product', 'story', 'header'] as const)[index] ?? 'product', language, use),
      cta: link(common.landing.cta, shop),
    }));

  const landing = page(
    brandPageKey('brand-landing', brandId),
    language,
    { name: common.landing.name(brandName), title: brandName },
    [
      row(
        'hero',
        place(
          item(`${slug}-landing-hero`, 'hero-banner', {
            eyebrow: brandName,
            title: text.tagline,
            subtitle: text.description,
            media: brandImage(slug, 'header', language, 'hero'),
            cta: link(common.landing.cta, shop),
          }),
        ),
      ),
      row(
        'story',
        place(item(`${slug}-story`, 'text-banner', { title: common.landing.storyTitle(brandName), body: text.story })),
      ),
      row(
        'collections',
        place(
          item(`${slug}-collections`, 'cards', {
            title: common.landing.collectionsTitle,
            entries: collections('card'),
          }),
        ),
      ),
    ],
  );

  const contents = page(
    brandPageKey('brand-contents', brandId),
    language,
    { name: common.contents.name(brandName), title: brandName },
    [
      row(
        'news',
        place(
          item(`${slug}-news`, 'notification', { title: text.news.title, body: text.news.body, tone: 'notification' }),
        ),
      ),
      row(
        'range',
        place(
          item(`${slug}-range`, 'carousel', { title: common.contents.carouselTitle, entries: collections('slide') }),
        ),
      ),
      row(
        'assets',
        place(
          item(`${slug}-assets`, 'image-banner', {
            title: common.contents.assetsTitle,
            body: common.contents.assetsBody,
            media: brandImage(slug, 'story', language, 'banner'),
            cta: link(common.contents.cta, '/ticket/history'),
          }),
        ),
      ),
    ],
  );
  return [brandPage, landing, contents];
}

/** For every brand of the catalogue and every language: its brand page, landing page and brand contents. */
export const brandPages: SeedPage[] = (Object.keys(brandTexts) as LanguageId[])
  .sort()
  .flatMap((language) =>
    brandCatalogue.flatMap((brand) => pagesOf(brand.id, brand.name, brand.iconName as BrandSlug, language)),
  );
