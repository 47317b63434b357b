import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { appSettings, contentPages, customers } from '../db/schema/index.ts';
import { saveSetting, seedHash } from '../db/settings.ts';
import { brandPages } from './content/brand-pages.ts';
import type { SeedPage } from './content/builders.ts';
import { loadBrandTexts, loadContentPageFiles } from './demo-files.ts';

/** `app_settings` key holding the hash of the demo content last applied. */
const stateKey = 'content_seed_hash';

/** Part of the hash: bump it when what the seed stores changes, so the next start inserts what is missing again. */
const seedFormat = 1;

/** Rows per statement: pages are a few kilobytes of JSON each. */
const batchSize = 50;

/** Who the content API names as the last editor of a page nobody has changed since the seed. */
export const seedEditor = 'seed';

/**
 * Every page of the demo content, in every language: the page files of `content/pages/` as they are, then the
 * brand page, landing page and brand contents of every catalogue brand, built from `content/brands/<language>.json`.
 */
export function loadContentPages(): SeedPage[] {
  const files = loadContentPageFiles().map(({ key, language, audience, customerId, name, title, rows }): SeedPage => ({
    key,
    language,
    audience,
    customerId: customerId ?? null,
    name,
    title,
    rows,
  }));
  return [...files, ...brandPages(loadBrandTexts())];
}

function hashOf(pages: readonly SeedPage[]): string {
  return seedHash(seedFormat, pages);
}

/**
 * Puts the demo content in place as published pages (version 1). Insert-only: a page that exists in any form
 * (edited, republished) stays as it is, so what editors changed survives restarts. Skipped entirely while the
 * demo content hashes as last applied. Pages for a customer that no longer exists are left out. Returns how many
 * pages were inserted.
 */
export async function seedContent(db: Database, pages: readonly SeedPage[] = loadContentPages()): Promise<number> {
  const hash = hashOf(pages);
  const [state] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, stateKey));
  if (state?.value === hash) return 0;

  const named = [...new Set(pages.flatMap((page) => (page.customerId ? [page.customerId] : [])))];
  const existing =
    named.length === 0
      ? new Set<string>()
      : new Set(
          (
            await db
              .select({ customerId: customers.customerId })
              .from(customers)
              .where(inArray(customers.customerId, named))
          ).map((row) => row.customerId),
        );
  const rows = pages
    .filter((page) => page.customerId === null || existing.has(page.customerId))
    .map((page) => ({ ...page, status: 'published', version: 1, updatedBy: seedEditor }));

  return db.transaction(async (tx) => {
    let inserted = 0;
    for (let start = 0; start < rows.length; start += batchSize) {
      const result = await tx
        .insert(contentPages)
        .values(rows.slice(start, start + batchSize))
        .onConflictDoNothing()
        .returning({ id: contentPages.id });
      inserted += result.length;
    }
    await saveSetting(tx, stateKey, hash);
    return inserted;
  });
}
