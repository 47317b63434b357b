import { index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';
import { users } from './identity.ts';

/**
 * A user's recent searches in the search dialog (modules/search): one row per user and query, the newest ten kept
 * (older ones are deleted when a search is remembered), shown while the field is empty.
 */
export const recentSearches = pgTable(
  'recent_searches',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    query: text('query').notNull(),
    searchedAt: timestamptz('searched_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.query] }),
    index('recent_searches_user_time_idx').on(table.userId, table.searchedAt.desc()),
  ],
);
