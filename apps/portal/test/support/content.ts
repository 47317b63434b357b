import type { ContentItem, ContentPage } from '@portal/contracts';

const media = {
  uri: '/caas/v1/media/art/season-hero-{cropName}-{width}.svg',
  alt: 'Mountain ridge at dawn',
  width: 1600,
  height: 900,
  sizes: [
    { width: 640, name: 'wide' },
    { width: 1600, name: 'wide' },
  ],
};

function item(id: string, layout: string, data: ContentItem['data']): ContentItem {
  return { id, name: id, layoutVariant: `b2b-${layout}`, data };
}

/** A content page as the CMS endpoints answer it: hero, cards and a carousel, plus an item of unknown layout. */
export function contentPage(overrides: Partial<ContentPage> & { heroTitle?: string } = {}): ContentPage {
  const { heroTitle = 'The autumn/winter 2026 collection', ...page } = overrides;
  return {
    id: 'homepage',
    name: 'Homepage',
    title: 'Homepage',
    language: 'en',
    rows: [
      {
        id: 'row-hero',
        placements: [
          {
            name: 'hero',
            span: 12,
            item: item('hero', 'hero-banner', {
              title: heroTitle,
              subtitle: 'Pre-season orders are open until 15 December.',
              media,
              cta: { label: 'See your orders', href: '/orders' },
            }),
          },
        ],
      },
      {
        id: 'row-cards',
        placements: [
          {
            name: 'cards',
            span: 8,
            item: item('cards', 'cards', {
              title: 'Your quick links',
              entries: [
                { id: 'c1', title: 'Deliveries', body: '<p>Track your <a href="/orders">deliveries</a>.</p>' },
                { id: 'c2', title: 'Invoices' },
              ],
            }),
          },
          {
            name: 'carousel',
            span: 4,
            item: item('carousel', 'carousel', {
              title: 'Highlights',
              entries: [
                { id: 's1', title: 'Footwear range' },
                { id: 's2', title: 'Bags range' },
              ],
            }),
          },
        ],
      },
      {
        id: 'row-unknown',
        placements: [{ name: 'x', span: 12, item: item('x', 'hologram', { title: 'Never rendered' }) }],
      },
    ],
    ...page,
  };
}

/** The legal documents page (spec 7, contents-doc): one placement per document, its item `uri` the PDF. */
export function legalDocumentsPage(language = 'en'): ContentPage {
  const placement = (name: string) => ({
    name,
    span: 4,
    item: { ...item(name, 'document-list', { title: name }), uri: `/caas/v1/media/legal/${name}-${language}.pdf` },
  });
  return {
    id: 'legal-documents',
    name: 'Legal documents',
    title: 'Legal documents',
    language,
    rows: [
      {
        id: 'documents',
        placements: [placement('privacy-policy'), placement('cookie-policy'), placement('terms-and-conditions')],
      },
    ],
  };
}
