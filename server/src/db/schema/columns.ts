import { sql } from 'drizzle-orm';
import { timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** Column and check helpers the area tables share. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

export const languageCheck = (column: AnyPgColumn) => sql`${column} in ('de', 'en', 'es', 'fr', 'it')`;
