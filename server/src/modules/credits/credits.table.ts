import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CreditEntryKind, CreditFeature, CreditPool } from '@roomcraft/contracts/credits';

// User ids are plain text without a foreign key: the users table belongs to the accounts module, and
// modules never import each other's tables (eslint boundary).

/**
 * One row per user: the balance cache and the row every credit change locks (`select ... for update`), so
 * changes of one user's credits run one after another. The cached balances always equal the sum of the
 * user's `credit_entries` per pool (written in the same transaction; the property test checks it).
 */
export const creditAccounts = pgTable(
  'credit_accounts',
  {
    userId: text().primaryKey(),
    freeCredits: integer().notNull().default(0),
    premiumCredits: integer().notNull().default(0),
    /** UTC day (YYYY-MM-DD) of the last daily free top-up check; one check per day. */
    dailyCheckedOn: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('credit_accounts_free_check', sql`${table.freeCredits} >= 0`),
    check('credit_accounts_premium_check', sql`${table.premiumCredits} >= 0`),
  ],
);

/**
 * The append-only ledger: every change of a balance, one row per pool. Grants are positive; `spend`
 * (credits held by a reservation) is negative; `refund` gives held credits back. `reference` makes each
 * change idempotent per user and pool (`welcome:<userId>`, `daily:<userId>:<day>`, `spend:<ref>`).
 */
export const creditEntries = pgTable(
  'credit_entries',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Insertion order: entries of one transaction share `created_at`, the history lists them by this. */
    seq: bigint({ mode: 'number' }).generatedAlwaysAsIdentity(),
    userId: text().notNull(),
    kind: text().$type<CreditEntryKind>().notNull(),
    pool: text().$type<CreditPool>().notNull(),
    delta: integer().notNull(),
    reference: text().notNull(),
    reservationId: uuid(),
    note: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('credit_entries_user_reference_pool_key').on(table.userId, table.reference, table.pool),
    index('credit_entries_user_seq_idx').on(table.userId, table.seq),
    check('credit_entries_pool_check', sql`${table.pool} in ('free', 'premium')`),
    check('credit_entries_delta_check', sql`${table.delta} <> 0`),
  ],
);

/**
 * Credits held for one spend (a generation job): how many came from each pool, and how much of that was
 * settled (spent for good) or refunded. held >= settled + refunded per pool, always.
 */
export const creditReservations = pgTable(
  'credit_reservations',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text().notNull(),
    feature: text().$type<CreditFeature>().notNull(),
    /** What the spend and its refunds are noted with in the history; null: the feature code. */
    note: text(),
    /** The caller's key, unique per user (`ideation:<requestId>`): reserving twice holds once. */
    reference: text().notNull(),
    heldFree: integer().notNull(),
    heldPremium: integer().notNull(),
    settledFree: integer().notNull().default(0),
    settledPremium: integer().notNull().default(0),
    refundedFree: integer().notNull().default(0),
    refundedPremium: integer().notNull().default(0),
    /** Set by releaseReservation: nothing is held any more. */
    releasedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('credit_reservations_user_reference_key').on(table.userId, table.reference),
    check(
      'credit_reservations_free_check',
      sql`${table.heldFree} >= 0 and ${table.settledFree} >= 0 and ${table.refundedFree} >= 0 and ${table.settledFree} + ${table.refundedFree} <= ${table.heldFree}`,
    ),
    check(
      'credit_reservations_premium_check',
      sql`${table.heldPremium} >= 0 and ${table.settledPremium} >= 0 and ${table.refundedPremium} >= 0 and ${table.settledPremium} + ${table.refundedPremium} <= ${table.heldPremium}`,
    ),
  ],
);

/** Settle, refund and release calls on a reservation, unique by (reservation, kind, reference): replays do nothing. */
export const creditReservationOperations = pgTable(
  'credit_reservation_operations',
  {
    id: uuid().primaryKey().defaultRandom(),
    reservationId: uuid()
      .notNull()
      .references(() => creditReservations.id, { onDelete: 'cascade' }),
    kind: text().$type<'settle' | 'refund' | 'release'>().notNull(),
    reference: text().notNull(),
    free: integer().notNull(),
    premium: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('credit_reservation_operations_key').on(table.reservationId, table.kind, table.reference),
    check('credit_reservation_operations_kind_check', sql`${table.kind} in ('settle', 'refund', 'release')`),
  ],
);

export type CreditAccountRow = typeof creditAccounts.$inferSelect;
export type CreditEntryRow = typeof creditEntries.$inferSelect;
export type CreditReservationRow = typeof creditReservations.$inferSelect;
