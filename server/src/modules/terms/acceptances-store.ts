import type { TermsAcceptance } from '@portal/contracts';
import { and, desc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { termsAcceptances, termsDocuments } from '../../db/schema/index.ts';
import { httpError } from '../../lib/http-error.ts';

export type TermsDocument = typeof termsDocuments.$inferSelect;
type Acceptance = typeof termsAcceptances.$inferSelect;

/**
 * "Accepted by" of an acceptance through the public link: nobody signed in, so it names the channel and the
 * customer the link was made for.
 */
export function publicLinkAcceptor(customerId: string): string {
  return `public-link:${customerId}`;
}

/** The newest terms version: the one customers must accept. Versions are `YYYY-MM`, so they sort as text. */
function currentVersion(db: Database) {
  return db.select({ version: max(termsDocuments.version) }).from(termsDocuments);
}

/** The current terms in `language`, else in English, else in any language they exist in. */
export async function currentDocument(db: Database, language: string): Promise<TermsDocument> {
  const [document] = await db
    .select()
    .from(termsDocuments)
    .where(eq(termsDocuments.version, currentVersion(db)))
    .orderBy(sql`${termsDocuments.language} = ${language} desc`, sql`${termsDocuments.language} = 'en' desc`)
    .limit(1);
  if (!document) throw httpError(404, 'No terms and conditions are published.');
  return document;
}

export function toTermsAcceptance(acceptance: Acceptance): TermsAcceptance {
  return {
    customerId: acceptance.customerId,
    termsAndConditionsAcceptedBy: acceptance.acceptedBy,
    termsAndConditionsTimestamp: acceptance.acceptedAt.toISOString(),
    documentVersion: acceptance.documentVersion,
  };
}

/** Each customer's acceptance of the current terms; an acceptance of an older version no longer counts. */
export async function currentAcceptances(db: Database, customerIds: string[]): Promise<Map<string, Acceptance>> {
  if (customerIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(termsAcceptances)
    .where(
      and(inArray(termsAcceptances.customerId, customerIds), eq(termsAcceptances.documentVersion, currentVersion(db))),
    );
  return new Map(rows.map((row) => [row.customerId, row]));
}

export interface AcceptanceInput {
  customerId: string;
  customerLanguage: string;
  userId: string | null;
  acceptedBy: string;
  channel: 'portal' | 'public-link';
}

/**
 * Records that the customer accepted the current terms, in its language. Accepting again (or two clicks at the
 * same moment) keeps the first acceptance and returns it.
 */
export async function acceptTerms(db: Database, input: AcceptanceInput): Promise<TermsAcceptance> {
  const document = await currentDocument(db, input.customerLanguage);
  const { customerLanguage: _language, ...acceptance } = input;
  await db
    .insert(termsAcceptances)
    .values({ ...acceptance, documentVersion: document.version, documentLanguage: document.language })
    .onConflictDoNothing();
  const [stored] = await db
    .select()
    .from(termsAcceptances)
    .where(
      and(eq(termsAcceptances.customerId, input.customerId), eq(termsAcceptances.documentVersion, document.version)),
    );
  if (!stored) throw new Error(`the acceptance of ${input.customerId} was not stored`);
  return toTermsAcceptance(stored);
}

/** Every published terms version, newest first. */
export async function publishedVersions(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ version: termsDocuments.version })
    .from(termsDocuments)
    .orderBy(desc(termsDocuments.version));
  return rows.map((row) => row.version);
}

/** A customer's acceptances of any version, newest first. */
export async function acceptanceHistory(db: Database, customerId: string): Promise<Acceptance[]> {
  return db
    .select()
    .from(termsAcceptances)
    .where(eq(termsAcceptances.customerId, customerId))
    .orderBy(desc(termsAcceptances.acceptedAt));
}
