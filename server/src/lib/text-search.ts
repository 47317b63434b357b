import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { inline, type Bind } from '../db/prepared-per-shape.ts';

/**
 * Helpers for the stores' search queries (search everywhere, issue 33): conditions the indexes can serve whatever
 * the plan, and the typo tolerance of trigram matches.
 */

/** The string right after every string that begins with `prefix` (its last character incremented). */
function successorOf(prefix: string): string {
  const characters = [...prefix];
  const last = characters.pop();
  if (last === undefined) return '';
  return characters.join('') + String.fromCodePoint((last.codePointAt(0) ?? 0) + 1);
}

/**
 * `expression` begins with `prefix`, as a range a `text_pattern_ops` index serves even in a generic plan (a LIKE
 * with a parameter only does when the planner sees the value), and as the LIKE it means. Its three values are bound
 * by `bind` under `name` and two names derived from it.
 */
export function startsWith(expression: SQL, prefix: string, bind: Bind = inline, name = 'prefix'): SQL {
  const literal = `${prefix.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  const from = bind(name, prefix);
  const to = bind(`${name}Next`, successorOf(prefix));
  const like = bind(`${name}Like`, literal);
  return sql`(${expression} ~>=~ ${from} and ${expression} ~<~ ${to} and ${expression} like ${like})`;
}

/** Trigrams need three characters: shorter queries are matched as numbers only. */
export const minimumTrigramLength = 3;

/**
 * How alike a query and a run of words must be for `%>` (pg_trgm's word similarity, 0 to 1): PostgreSQL's default
 * of 0.6 misses a word with one letter left out ("manger" for "manager" is 0.5); 0.4 still keeps unrelated words out.
 */
export const typoSimilarity = 0.4;

type Database = PgDatabase<PgQueryResultHKT, Record<string, unknown>>;

/** Runs `read` in a transaction of its own where `%>` works at `typoSimilarity`. */
export function withTypoTolerance<T>(db: Database, read: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(typoSimilarity)}, true)`);
    return read(tx);
  });
}
