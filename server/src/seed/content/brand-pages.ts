import type { LanguageId } from '@portal/contracts';
import { brandCatalogue } from '../../modules/accounts/brands.ts';
import { artworks, image, type BrandSlug, type ImageUse } from '../../modules/content/media/catalogue.ts';
import { brandPageKey } from '../../modules/content/page-keys.ts';
import type { DemoBrandTexts } from '../demo-files.ts';
import { entries, item, link, page, place, row, type SeedPage } from './builders.ts';

/** A text of the brand files with `{{brand}}` replaced by the brand's name. */
function named(template: string, brand: string): string {
  return template.replaceAll('{{brand}}', () => brand);
}

function pagesOf(
  brandId: string,
  brandName: string,
  slug: BrandSlug,
  language: LanguageId,
  texts: DemoBrandTexts,
): SeedPage[] {
  const { common } = texts;
  const text = texts.brands[slug];
  if (!text) throw new Error(`Demo data file content/brands/${language}.json has no texts for ${slug}`);
  // The brand page hands over to the brand's B2B shop at once when asked with ?open=shop.
  const shop = `/brands/shop/${brandId}?open=shop`;
  const brandImage = (role: 'header' | 'product' | 'story', use: ImageUse) => {
    const name = `${slug}-${role}`;
    const scene = artworks[name]?.scene ?? 'mountains';
    return image(name, common.sceneAlt[scene] ?? '', use);
  };
  const brandPage = page(
    brandPageKey('brand-page', brandId),
    language,
    { name: named(common.brandPage.name, brandName), title: brandName },
    [
      row(
        'header',
        place(
          item(`${slug}-header`, 'brand-header', {
            title: brandName,
            subtitle: text.tagline,
            body: text.description,
            media: brandImage('header', 'hero'),
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
                body: named(common.cards.shop.body, brandName),
                media: brandImage('product', 'card'),
                cta: link(common.cards.shop.cta, shop),
              },
              {
                id: `${slug}-highlights`,
                title: common.cards.highlights.title,
                body: named(common.cards.highlights.body, brandName),
                media: brandImage('story', 'card'),
                cta: link(common.cards.highlights.cta, `/brands/${brandId}`),
              },
              {
                id: `${slug}-assets`,
                title: common.cards.assets.title,
                body: named(common.cards.assets.body, brandName),
                media: brandImage('header', 'card'),
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
      media: brandImage((['product', 'story', 'header'] as const)[index] ?? 'product', use),
      cta: link(common.landing.cta, shop),
    }));

  const landing = page(
    brandPageKey('brand-landing', brandId),
    language,
    { name: named(common.landing.name, brandName), title: brandName },
    [
      row(
        'hero',
        place(
          item(`${slug}-landing-hero`, 'hero-banner', {
            eyebrow: brandName,
            title: text.tagline,
            subtitle: text.description,
            media: brandImage('header', 'hero'),
            cta: link(common.landing.cta, shop),
          }),
        ),
      ),
      row(
        'story',
        place(
          item(`${slug}-story`, 'text-banner', {
            title: named(common.landing.storyTitle, brandName),
            body: text.story,
          }),
        ),
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
    { name: named(common.contents.name, brandName), title: brandName },
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
            media: brandImage('story', 'banner'),
            cta: link(common.contents.cta, '/ticket/history'),
          }),
        ),
      ),
    ],
  );
  return [brandPage, landing, contents];
}

/** For every brand of the catalogue and every language: its brand page, landing page and brand contents. */
export function brandPages(texts: ReadonlyArray<[LanguageId, DemoBrandTexts]>): SeedPage[] {
  return texts.flatMap(([language, languageTexts]) =>
    brandCatalogue.flatMap((brand) =>
      pagesOf(brand.id, brand.name, brand.iconName as BrandSlug, language, languageTexts),
    ),
  );
}
