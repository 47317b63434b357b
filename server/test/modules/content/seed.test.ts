import {
  contentDraftSchema,
  contentPageSchema,
  languageIds,
  layoutOf,
  type ContentItem,
  type ContentPage,
} from '@portal/contracts';
import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../src/db/client.ts';
import { appSettings, contentPages } from '../../../src/db/schema/index.ts';
import { seedDatabase } from '../../../src/seed/seed-database.ts';
import { brandCatalogue } from '../../../src/modules/accounts/brands.ts';
import { findPublishedPage, publishDraft, saveDraft } from '../../../src/modules/content/store.ts';
import { loadContentPages, seedContent } from '../../../src/seed/content.ts';
import type { SeedPage } from '../../../src/seed/content/builders.ts';
import { openOwnDatabase } from '../../helpers/build-test-app.ts';

const seedPages = loadContentPages();

const variantOf = (page: SeedPage) => `${page.key} ${page.audience} ${page.customerId ?? '-'}`;
const apiPage = (page: SeedPage): ContentPage => ({
  id: page.key,
  name: page.name,
  title: page.title,
  language: page.language,
  rows: page.rows,
});

/** The texts a reader sees, in order: what a missing translation would leave in English. */
function textsOf(page: SeedPage): string[] {
  const texts = [page.name, page.title];
  const items: ContentItem[] = page.rows.flatMap((row) => row.placements.map((place) => place.item));
  for (const { data } of items) {
    texts.push(data.eyebrow ?? '', data.title ?? '', data.subtitle ?? '', data.body ?? '');
    texts.push(data.media?.alt ?? '', data.cta?.label ?? '');
    for (const entry of data.entries ?? []) {
      texts.push(entry.title, entry.body ?? '', entry.media?.alt ?? '', entry.cta?.label ?? '');
    }
  }
  return texts;
}

describe('demo content', () => {
  const variants = new Set(seedPages.map(variantOf));

  it('has every page in all five languages', () => {
    for (const language of languageIds) {
      const ofLanguage = seedPages.filter((page) => page.language === language).map(variantOf);
      expect(new Set(ofLanguage), language).toEqual(variants);
      expect(ofLanguage).toHaveLength(variants.size);
    }
  });

  it.each(languageIds)('parses with the contract and uses only known layouts (%s)', (language) => {
    for (const page of seedPages.filter((candidate) => candidate.language === language)) {
      expect(() => contentPageSchema.parse(apiPage(page)), page.key).not.toThrow();
      expect(
        () => contentDraftSchema.parse({ ...page, customerId: page.customerId ?? undefined }),
        page.key,
      ).not.toThrow();
      for (const row of page.rows) {
        expect(new Set(row.placements.map((place) => place.item.id)).size, page.key).toBe(row.placements.length);
        for (const place of row.placements) expect(layoutOf(place.item.layoutVariant), page.key).not.toBeNull();
      }
    }
  });

  it.each(languageIds.filter((language) => language !== 'en'))('is translated, with no empty text (%s)', (language) => {
    for (const page of seedPages.filter((candidate) => candidate.language === language)) {
      const english = seedPages.find(
        (candidate) => candidate.language === 'en' && variantOf(candidate) === variantOf(page),
      );
      if (!english) throw new Error(`${page.key} has no English version`);
      const texts = textsOf(page);
      const englishTexts = textsOf(english);
      expect(texts).toHaveLength(englishTexts.length);
      texts.forEach((text, index) => {
        const englishText = englishTexts[index] ?? '';
        expect(text === '', `${page.key}: text ${index} is empty in ${language} only`).toBe(
          englishText === '' && text === '',
        );
        // Brand names and short labels may read the same; sentences may not.
        if (text.length > 24) expect(text, `${page.key} (${language}) is not translated`).not.toBe(englishText);
      });
    }
  });

  it('has the pages the portal asks for, with the components each needs', () => {
    const en = (key: string, audience = 'customer') =>
      seedPages.find(
        (page) => page.language === 'en' && page.key === key && page.audience === audience && !page.customerId,
      );
    const layouts = (page: SeedPage | undefined) =>
      page?.rows.flatMap((row) => row.placements.map((place) => place.item.layoutVariant)) ?? [];
    const entries = (page: SeedPage | undefined, layout: string) =>
      page?.rows.flatMap((row) => row.placements).find((place) => place.item.layoutVariant === layout)?.item.data
        .entries ?? [];

    const home = en('homepage');
    for (const layout of ['hero-banner', 'image-banner', 'text-banner', 'notification', 'video-banner']) {
      expect(layouts(home)).toContain(`b2b-${layout}`);
    }
    expect(entries(home, 'b2b-cards').length).toBeGreaterThanOrEqual(3);
    expect(entries(home, 'b2b-carousel').length).toBeGreaterThanOrEqual(3);
    expect(layouts(en('homepage', 'internal-user'))).toEqual([
      'b2b-hero-banner',
      'b2b-notification',
      'b2b-text-banner',
    ]);
    expect(layouts(en('prelogin'))).toEqual(['b2b-hero-banner', 'b2b-text-banner', 'b2b-cards']);
    expect(entries(en('faq'), 'b2b-accordion').length).toBeGreaterThanOrEqual(6);
    expect(layouts(en('technical-doc'))).toContain('b2b-document-list');
    for (const key of [
      'help',
      'legal-documents',
      'page.about',
      'userguide.getting-started',
      'userguide.orders',
      'userguide.documents',
    ]) {
      expect(en(key), key).toBeDefined();
    }
    for (const brand of brandCatalogue) {
      expect(layouts(en(`brand-page.${brand.id}`))).toEqual(['b2b-brand-header', 'b2b-cards']);
      expect(en(`brand-landing.${brand.id}`), brand.name).toBeDefined();
      expect(en(`brand-contents.${brand.id}`), brand.name).toBeDefined();
    }
    const customerPages = seedPages.filter((page) => page.customerId);
    expect(new Set(customerPages.map((page) => `${page.key} ${page.customerId}`))).toEqual(
      new Set(['homepage 1000107']),
    );
  });
});

describe('content seed', () => {
  // Its own embedded database even when the suite runs on a shared PostgreSQL: this test edits seeded pages.
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openOwnDatabase();
  });

  afterAll(async () => {
    await database.close();
  });

  const published = async () =>
    Number(
      (await database.db.select({ value: count() }).from(contentPages).where(eq(contentPages.status, 'published')))[0]
        ?.value,
    );

  it('stores every page as published version 1 by the seed', async () => {
    expect(await published()).toBe(seedPages.length);
    const [home] = await database.db
      .select()
      .from(contentPages)
      .where(and(eq(contentPages.key, 'homepage'), eq(contentPages.language, 'de'), isNull(contentPages.customerId)));
    expect(home).toMatchObject({ status: 'published', version: 1, updatedBy: 'seed', audience: 'customer' });
  });

  it('is idempotent and keeps what editors changed, also when the demo content changes', async () => {
    expect(await seedContent(database.db)).toBe(0);
    const variant = { key: 'faq', language: 'en', audience: 'customer', customerId: null } as const;
    await saveDraft(database.db, {
      ...variant,
      name: 'FAQ',
      title: 'Edited by an editor',
      rows: [],
      editor: 'staff@example.com',
    });
    await publishDraft(database.db, variant, 'staff@example.com');

    // As after a change of the demo content: the seed runs again in full.
    await database.db.delete(appSettings).where(eq(appSettings.key, 'content_seed_hash'));
    expect(await seedContent(database.db)).toBe(0);
    await seedDatabase(database.db);
    expect(await published()).toBe(seedPages.length);
    expect(await findPublishedPage(database.db, variant)).toMatchObject({ title: 'Edited by an editor', rows: [] });
  });

  it('puts back a page that was removed, and leaves out pages of customers that no longer exist', async () => {
    await database.db.delete(contentPages).where(and(eq(contentPages.key, 'help'), eq(contentPages.language, 'it')));
    const withGhost: SeedPage[] = [
      ...seedPages,
      { ...seedPages[0], key: 'homepage', customerId: '4040404040' } as SeedPage,
    ];
    expect(await seedContent(database.db, withGhost)).toBe(1);
    expect(await findPublishedPage(database.db, { key: 'help', language: 'it', audience: 'customer' })).toMatchObject({
      name: 'Aiuto',
    });
  });
});
