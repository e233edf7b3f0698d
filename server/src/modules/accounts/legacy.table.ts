import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { MigrationStatus } from '@roomcraft/contracts/accounts';

/** Accounts imported from the older login system (`npm run accounts:import-legacy`), keyed by email. */
export const legacyUsers = pgTable(
  'legacy_users',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Lower-cased. */
    email: text().notNull(),
    /** bcrypt hash from the old system; checked with bcryptjs, never re-used for the new account. */
    passwordHash: text().notNull(),
    firstName: text(),
    lastName: text(),
    username: text(),
    avatarUrl: text(),
    credits: integer().notNull().default(0),
    rooms: jsonb().$type<unknown[]>().notNull().default([]),
    importedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('legacy_users_email_key').on(table.email)],
);

/**
 * Migration record (docs/spec §3): one per legacy user. `status` moves pending -> verify -> completed.
 * The migration token handed to the browser is stored as a SHA-256 hash.
 */
export const legacyMigrations = pgTable(
  'legacy_migrations',
  {
    id: uuid().primaryKey().defaultRandom(),
    legacyUserId: uuid()
      .notNull()
      .references(() => legacyUsers.id, { onDelete: 'cascade' }),
    /** The new account, once created. */
    userId: text(),
    email: text().notNull(),
    status: text().$type<MigrationStatus>().notNull().default('pending'),
    tokenHash: text(),
    tokenExpiresAt: timestamp({ withTimezone: true }),
    notes: text(),
    /** What was carried over, for the credits and rooms features to consume. */
    migratedCredits: integer(),
    migratedRooms: jsonb().$type<unknown[]>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('legacy_migrations_legacy_user_key').on(table.legacyUserId),
    index('legacy_migrations_token_hash_idx').on(table.tokenHash),
    check(
      'legacy_migrations_status_check',
      sql`${table.status} in ('pending', 'verify', 'completed', 'failed')`,
    ),
  ],
);

export type LegacyUserRow = typeof legacyUsers.$inferSelect;
export type LegacyMigrationRow = typeof legacyMigrations.$inferSelect;
