import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ActivityAction, DeviceInfo } from '@roomcraft/contracts/accounts';
import { users } from './auth.table';

/** Activity log (docs/spec §3): what a user did, from which device. Read by the admin activity page. */
export const activityLogs = pgTable(
  'activity_logs',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    action: text().$type<ActivityAction>().notNull(),
    description: text(),
    metadata: jsonb().$type<Record<string, unknown>>(),
    success: boolean().notNull().default(true),
    error: text(),
    userAgent: text(),
    deviceInfo: jsonb().$type<DeviceInfo>(),
    sessionId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('activity_logs_user_action_created_idx').on(table.userId, table.action, table.createdAt),
    index('activity_logs_created_at_idx').on(table.createdAt),
  ],
);

export type ActivityLogRow = typeof activityLogs.$inferSelect;
