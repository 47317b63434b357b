import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/**
 * Helpers for the stores' search queries (search everywhere, issue 33): conditions the indexes can serve whatever
 * the plan, and rows from either driver.
 */

/** Both drivers (node-postgres and PGlite) answer `{ rows }`. */
export interface RowsResult<Row> {
  rows: Row[];
}

/** The string right after every string that begins with `prefix` (its last character incremented). */
function successorOf(prefix: string): string {
  const characters = [...prefix];
  const last = characters.pop();
  if (last === undefined) return '';
  return characters.join('') + String.fromCodePoint((last.codePointAt(0) ?? 0) + 1);
}

/**
 * `expression` begins with `prefix`, as a range a `text_pattern_ops` index serves even in a generic plan (a LIKE
 * with a parameter only does when the planner sees the value), and as the LIKE it means.
 */
export function startsWith(expression: SQL, prefix: string): SQL {
  const literal = `${prefix.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return sql`(${expression} ~>=~ ${prefix} and ${expression} ~<~ ${successorOf(prefix)} and ${expression} like ${literal})`;
}

/** Trigrams need three characters: shorter queries are matched as numbers only. */
export const minimumTrigramLength = 3;

/**
 * How alike a query and a run of words must be for `%>` (pg_trgm's word similarity, 0 to 1): PostgreSQL's default
 * of 0.6 misses a word with one letter left out ("manger" for "manager" is 0.5); 0.4 still keeps unrelated words out.
 */
export const typoSimilarity = 0.4;

type Database = PgDatabase<PgQueryResultHKT, Record<string, unknown>>;

/** Runs `query` with `%>` at `typoSimilarity`, for this transaction only. */
export function withTypoTolerance<Row>(db: Database, query: SQL): Promise<Row[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(typoSimilarity)}, true)`);
    return ((await tx.execute(query)) as unknown as RowsResult<Row>).rows;
  });
}
