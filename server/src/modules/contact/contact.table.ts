import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Messages sent through the contact form (spec §3 "Contact message"), read in the admin area. `userId` is
 * set when the sender was signed in (plain text: the users table belongs to the accounts module).
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    email: text().notNull(),
    subject: text().notNull(),
    message: text().notNull(),
    ipAddress: text(),
    userAgent: text(),
    userId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('contact_messages_created_at_idx').on(table.createdAt)],
);
export type ContactMessageRow = typeof contactMessages.$inferSelect;
