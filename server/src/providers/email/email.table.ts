import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const emailStatuses = ['pending', 'sent', 'failed'] as const;
export type EmailStatus = (typeof emailStatuses)[number];

/**
 * Every mail the app sends, written before delivery (the outbox pattern): a mail is never lost between
 * "the use case decided to send it" and "the mail server accepted it", and the dev mailbox reads it.
 * `failed` rows are retried by the job queue while attempts remain; the row keeps the last error.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Insertion order: two mails written in the same clock tick share `createdAt` (the embedded database
    // keeps millisecond time), and "newest first" must still put the later one on top.
    sequence: bigint('sequence', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    status: text('status', { enum: emailStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('email_outbox_created_at_idx').on(table.createdAt),
    index('email_outbox_sequence_idx').on(table.sequence),
    check('email_outbox_status_check', sql`${table.status} in ('pending', 'sent', 'failed')`),
  ],
);

export type EmailOutboxRow = typeof emailOutbox.$inferSelect;
