import { createHash } from 'node:crypto';
import { sql, type Placeholder } from 'drizzle-orm';

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
export function placeholders(): { bind: Bind; values: Record<string, unknown>; shape: () => string } {
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
 * A shape must name everything that changes the statement's text: the placeholders bound, and any choice among
 * conditions that binds no value (a status that selects one set of conditions or another).
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
