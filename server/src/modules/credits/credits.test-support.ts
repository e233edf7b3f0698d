import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { creditAccounts, creditEntries, creditReservations } from './credits.table';

/** A fresh user id: the ledger keys by user id only, so use-case tests need no account. */
export function newLedgerUser(): { userId: string } {
  return { userId: `ledger-user-${randomUUID()}` };
}

/** Sums of the user's entries per pool, next to the cached balance: the two must always agree. */
export async function ledgerState(db: Database, userId: string) {
  const sums = await db
    .select({
      pool: creditEntries.pool,
      total: sql<string>`coalesce(sum(${creditEntries.delta}), 0)`,
    })
    .from(creditEntries)
    .where(eq(creditEntries.userId, userId))
    .groupBy(creditEntries.pool);
  const [account] = await db.select().from(creditAccounts).where(eq(creditAccounts.userId, userId));
  const [settled] = await db
    .select({
      total: sql<string>`coalesce(sum(${creditReservations.settledFree} + ${creditReservations.settledPremium}), 0)`,
      charged: sql<string>`coalesce(sum(${creditReservations.heldFree} + ${creditReservations.heldPremium} - ${creditReservations.refundedFree} - ${creditReservations.refundedPremium}), 0)`,
    })
    .from(creditReservations)
    .where(eq(creditReservations.userId, userId));
  const sumOf = (pool: string) => Number(sums.find((row) => row.pool === pool)?.total ?? 0);
  return {
    cached: { free: account?.freeCredits ?? 0, premium: account?.premiumCredits ?? 0 },
    entries: { free: sumOf('free'), premium: sumOf('premium') },
    /** Settled for good across all reservations. */
    settled: Number(settled?.total ?? 0),
    /** Taken by reservations and not given back (settled plus still held). */
    charged: Number(settled?.charged ?? 0),
  };
}
