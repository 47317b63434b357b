import type {
  ContentAudience,
  ContentPage,
  ContentPageSummary,
  ContentPageVariant,
  ContentRow,
  ContentStatus,
  LanguageId,
} from '@portal/contracts';
import { and, asc, count, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contentPages } from '../../db/schema/index.ts';

type PageRow = typeof contentPages.$inferSelect;

/** One variant of a page: its key, language and audience, and the sold-to it is made for (null: everyone). */
export interface PageVariantKey {
  key: string;
  language: LanguageId;
  audience: ContentAudience;
  customerId: string | null;
}

function sameVariant(variant: PageVariantKey, status: ContentStatus): SQL | undefined {
  return and(
    eq(contentPages.key, variant.key),
    eq(contentPages.language, variant.language),
    eq(contentPages.audience, variant.audience),
    variant.customerId === null ? isNull(contentPages.customerId) : eq(contentPages.customerId, variant.customerId),
    eq(contentPages.status, status),
  );
}

/** The page as the content API answers it; the page's id is its key, the same in every language. */
function pageOf(row: PageRow): ContentPage {
  return { id: row.key, name: row.name, title: row.title, language: row.language, rows: row.rows as ContentRow[] };
}

function summaryOf(row: PageRow): ContentPageSummary {
  return {
    key: row.key,
    language: row.language,
    audience: row.audience as ContentAudience,
    customerId: row.customerId,
    status: row.status as ContentStatus,
    version: row.version,
    name: row.name,
    title: row.title,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
  };
}

function variantOf(row: PageRow): ContentPageVariant {
  return { ...summaryOf(row), rows: row.rows as ContentRow[] };
}

/**
 * The published page for a language and audience. With a customer, that customer's own page wins over the general
 * one; without, only the general page counts. Null when there is none.
 */
export async function findPublishedPage(
  db: Database,
  query: Omit<PageVariantKey, 'customerId'> & { customerId?: string | null | undefined },
): Promise<ContentPage | null> {
  const customer = query.customerId
    ? or(isNull(contentPages.customerId), eq(contentPages.customerId, query.customerId))
    : isNull(contentPages.customerId);
  const [row] = await db
    .select()
    .from(contentPages)
    .where(
      and(
        eq(contentPages.key, query.key),
        eq(contentPages.language, query.language),
        eq(contentPages.audience, query.audience),
        eq(contentPages.status, 'published'),
        customer,
      ),
    )
    // The customer's page sorts before the general one (nulls last).
    .orderBy(sql`${contentPages.customerId} asc nulls last`)
    .limit(1);
  return row ? pageOf(row) : null;
}

export interface PageListQuery {
  pageNumber: number;
  pageSize: number;
  key?: string | undefined;
  language?: LanguageId | undefined;
  audience?: ContentAudience | undefined;
  status?: ContentStatus | undefined;
}

/** One page of the stored variants (drafts and published), ordered by key, language, audience, customer, status. */
export async function listPageVariants(
  db: Database,
  query: PageListQuery,
): Promise<{ items: ContentPageSummary[]; total: number }> {
  const where = and(
    query.key === undefined ? undefined : eq(contentPages.key, query.key),
    query.language === undefined ? undefined : eq(contentPages.language, query.language),
    query.audience === undefined ? undefined : eq(contentPages.audience, query.audience),
    query.status === undefined ? undefined : eq(contentPages.status, query.status),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(contentPages)
      .where(where)
      .orderBy(
        asc(contentPages.key),
        asc(contentPages.language),
        asc(contentPages.audience),
        sql`${contentPages.customerId} asc nulls first`,
        asc(contentPages.status),
      )
      .limit(query.pageSize)
      .offset(query.pageNumber * query.pageSize),
    db.select({ value: count() }).from(contentPages).where(where),
  ]);
  // PGlite returns count() as a number, pg as a string.
  return { items: rows.map(summaryOf), total: Number(total?.value ?? 0) };
}

type Writer = Parameters<Parameters<Database['transaction']>[0]>[0];
type VariantValues = Pick<PageRow, 'name' | 'title' | 'rows' | 'version' | 'updatedBy'>;

/** Writes one stored variant (a draft or the published page), creating it or replacing its content. */
async function upsertVariant(
  tx: Writer,
  variant: Pick<PageRow, 'key' | 'language' | 'audience' | 'customerId'>,
  status: ContentStatus,
  values: VariantValues,
): Promise<PageRow | undefined> {
  const { key, language, audience, customerId } = variant;
  const [row] = await tx
    .insert(contentPages)
    .values({ key, language, audience, customerId, status, ...values })
    .onConflictDoUpdate({
      target: [
        contentPages.key,
        contentPages.language,
        contentPages.audience,
        contentPages.customerId,
        contentPages.status,
      ],
      set: { ...values, updatedAt: sql`now()` },
    })
    .returning();
  return row;
}

export interface DraftInput extends PageVariantKey {
  name: string;
  title: string;
  rows: ContentRow[];
  editor: string;
}

/**
 * Creates or replaces the draft of a variant. Its version is the one it will get when published: one more than the
 * published version (1 for a new page).
 */
export async function saveDraft(db: Database, input: DraftInput): Promise<ContentPageVariant> {
  return db.transaction(async (tx) => {
    const [published] = await tx
      .select({ version: contentPages.version })
      .from(contentPages)
      .where(sameVariant(input, 'published'));
    const version = (published?.version ?? 0) + 1;
    const row = await upsertVariant(tx, input, 'draft', {
      name: input.name,
      title: input.title,
      rows: input.rows,
      version,
      updatedBy: input.editor,
    });
    if (!row) throw new Error('draft not saved');
    return variantOf(row);
  });
}

/** Copies the draft of a variant over its published page (created if new). Null when there is no draft. */
export async function publishDraft(
  db: Database,
  variant: PageVariantKey,
  editor: string,
): Promise<ContentPageVariant | null> {
  return db.transaction(async (tx) => {
    const [draft] = await tx.select().from(contentPages).where(sameVariant(variant, 'draft')).for('update');
    if (!draft) return null;
    const row = await upsertVariant(tx, draft, 'published', {
      name: draft.name,
      title: draft.title,
      rows: draft.rows,
      version: draft.version,
      updatedBy: editor,
    });
    if (!row) throw new Error('page not published');
    return variantOf(row);
  });
}
