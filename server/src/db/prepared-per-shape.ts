import { createHash } from 'node:crypto';
import { sql, type Placeholder, type Query, type SQL } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT, type PgTable } from 'drizzle-orm/pg-core';

/**
 * A value of a query: inline where the query is built for one call, a named placeholder where it is prepared once
 * for every call of its shape (`placeholders`).
 */
export type Bind = <T>(name: string, value: T) => T | Placeholder;

/** Values go into the query itself: for queries built and sent once. */
export const inline: Bind = (_name, value) => value;

/**
 * Placeholders for a prepared query, with the values of this call beside them. `shape` names the placeholders
 * bound, in order: two calls with the same shape differ only in their values, so they can share one statement.
 */
export interface Placeholders {
  bind: Bind;
  values: Record<string, unknown>;
  shape: () => string;
}

export function placeholders(): Placeholders {
  const values: Record<string, unknown> = {};
  return {
    bind: (name, value) => {
      values[name] = value;
      return sql.placeholder(name);
    },
    values,
    shape: () => Object.keys(values).join(','),
  };
}

/** `values` as a comma-separated list of values bound as `name0`, `name1`, ... (for an `in (...)`). */
export function boundList(bind: Bind, name: string, values: readonly unknown[]): SQL {
  return sql.join(
    values.map((value, index) => sql`${bind(`${name}${index}`, value)}`),
    sql`, `,
  );
}

/** A database or a transaction of either driver. */
type AnyDatabase = PgDatabase<PgQueryResultHKT, Record<string, unknown>>;

/** A prepared list page's bounds: placeholders, so pages of every size and depth share the statement. */
export interface PreparedPage {
  limit: number | Placeholder;
  offset: number | Placeholder;
}

/**
 * A list's capped count: `count(*)` over at most `cap` rows of `table` matching `where` (a LIMIT inside the count,
 * so no count reads more than `cap` index entries).
 */
export function cappedCount(db: AnyDatabase, table: PgTable, where: SQL | undefined, cap: number) {
  const capped = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(cap)
    .as('capped');
  return db.select({ total: sql<number>`count(*)::int` }).from(capped);
}

/** `cappedCount`, prepared once for its shape (`where` built with `placeholders`). */
export function prepareCappedCount(
  db: AnyDatabase,
  table: PgTable,
  where: SQL | undefined,
  cap: number,
  prefix: string,
) {
  const count = cappedCount(db, table, where, cap);
  return count.prepare(statementName(`${prefix}_count`, count.toSQL().sql));
}

/** A statement name PostgreSQL keeps per connection: the same text always gets the same name (at most 63 bytes). */
export function statementName(prefix: string, text: string): string {
  return `${prefix}_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
}

/**
 * The prepared statements of one query, one per shape, made on first use.
 *
 * Why: a list page is the portal's most frequent read. Building its SQL with drizzle's query builder on every call
 * costs about 0.1 ms of the server's one thread before a byte reaches the database, and PostgreSQL parses and
 * plans the same text again each time. Prepared once per shape (which filters are set, a cursor or an offset),
 * each call only sends its values. The shapes are few: the filters a list offers, each present or not.
 *
 * A shape is the names bound, so every choice that changes the statement's text must bind a name of its own: bind
 * every value, constants of a choice too (the documents' status filter binds the statuses it compares with).
 */
export class PreparedPerShape<Statement> {
  readonly #statements = new Map<string, Statement>();

  /** The statement of `shape`, prepared by `prepare` the first time the shape is asked for. */
  for(shape: string, prepare: () => Statement): Statement {
    let statement = this.#statements.get(shape);
    if (!statement) {
      statement = prepare();
      this.#statements.set(shape, statement);
    }
    return statement;
  }
}

const dialect = new PgDialect();

/**
 * A query written in raw SQL (search's), its text and parameter order built once per shape; each call sends only
 * its values, to a statement named by that text. Every value of the query must be bound with `params.bind`: a value
 * written into the query itself would stay what the first call of its shape made it.
 */
export class PreparedSqlPerShape {
  readonly #queries = new PreparedPerShape<{ query: Query; name: string }>();

  readonly #prefix: string;

  /** `prefix` begins the names of its statements, to tell them apart in PostgreSQL's views. */
  constructor(prefix: string) {
    this.#prefix = prefix;
  }

  /**
   * The rows of `query`. A branch the query adds only sometimes must bind a name of its own, so that the query with
   * it has a shape of its own (search's trigram branches bind the lower-cased term).
   */
  async rows<Row>(db: AnyDatabase, params: Placeholders, query: SQL): Promise<Row[]> {
    const { query: built, name } = this.#queries.for(params.shape(), () => {
      const text = dialect.sqlToQuery(query);
      return { query: text, name: statementName(this.#prefix, text.sql) };
    });
    const result = await db._.session.prepareQuery(built, undefined, name, false).execute(params.values);
    return (result as { rows: Row[] }).rows;
  }
}
