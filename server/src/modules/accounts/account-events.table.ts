import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Domain events about accounts for other features to consume, written exactly once per (type, user):
 * - `account.verified`: the email was verified; the credits ledger grants the 5 welcome credits from it.
 * - `legacy.migrated`: a legacy account was upgraded; payload `{ credits, rooms }` to carry over.
 * Consumers mark `consumedAt`/`consumedBy` (or keep their own cursor) so a grant is never paid twice.
 */
export const accountEvents = pgTable(
  'account_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    type: text().notNull(),
    userId: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    consumedAt: timestamp({ withTimezone: true }),
    consumedBy: text(),
  },
  (table) => [
    uniqueIndex('account_events_type_user_key').on(table.type, table.userId),
    index('account_events_unconsumed_idx').on(table.type, table.consumedAt),
  ],
);

export type AccountEventRow = typeof accountEvents.$inferSelect;
