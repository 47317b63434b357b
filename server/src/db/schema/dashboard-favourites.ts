import { index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';
import { users } from './identity.ts';

/** The staff dashboard's favourite cards of each user (issue 34), in the order marked. */
export const dashboardFavourites = pgTable(
  'dashboard_favourites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cardId: text('card_id').notNull(),
    position: integer('position').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.cardId] }),
    index('dashboard_favourites_user_position_idx').on(table.userId, table.position),
  ],
);
