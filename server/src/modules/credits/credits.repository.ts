import type { CreditPool } from '@roomcraft/contracts/credits';
import { and, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  creditAccounts,
  creditEntries,
  creditReservationOperations,
  creditReservations,
  type CreditAccountRow,
  type CreditEntryRow,
  type CreditReservationRow,
} from './credits.table';

export type CreditsRepository = ReturnType<typeof createCreditsRepository>;
export type NewCreditEntry = Omit<typeof creditEntries.$inferInsert, 'id' | 'seq' | 'createdAt'>;
export type ReservationOperationKind = 'settle' | 'refund' | 'release';

/**
 * Drizzle queries of the ledger. Every write must run inside a transaction that first called
 * `lockAccount` for the user (pass the transaction as `db`): that row lock orders all changes of one user.
 */
export function createCreditsRepository({ db }: { db: Database }) {
  return {
    /** Creates the user's account row if missing and locks it until the transaction ends. */
    async lockAccount({ userId }: { userId: string }): Promise<{ account: CreditAccountRow }> {
      await db
        .insert(creditAccounts)
        .values({ userId })
        .onConflictDoNothing({ target: creditAccounts.userId });
      const [account] = await db
        .select()
        .from(creditAccounts)
        .where(eq(creditAccounts.userId, userId))
        .for('update');
      if (!account) throw new Error(`credit account ${userId} vanished inside its transaction`);
      return { account };
    },

    async findAccount({ userId }: { userId: string }): Promise<{ account: CreditAccountRow | undefined }> {
      const [account] = await db.select().from(creditAccounts).where(eq(creditAccounts.userId, userId));
      return { account };
    },

    /** The account row and `condition` (evaluated by the database) in one statement: the balance read. */
    async findAccountWith({
      userId,
      condition,
    }: {
      userId: string;
      condition: SQL<boolean>;
    }): Promise<{ account: CreditAccountRow | undefined; condition: boolean }> {
      const [row] = await db
        .select({ ...getTableColumns(creditAccounts), condition })
        .from(creditAccounts)
        .where(eq(creditAccounts.userId, userId));
      if (!row) return { account: undefined, condition: false };
      const { condition: holds, ...account } = row;
      return { account, condition: holds };
    },

    async setDailyCheckedOn({ userId, day }: { userId: string; day: string }): Promise<void> {
      await db.update(creditAccounts).set({ dailyCheckedOn: day }).where(eq(creditAccounts.userId, userId));
    },

    /**
     * Appends entries and moves the cached balances by their sum in one go. The table's checks reject a
     * negative balance, so a bug surfaces as a failed transaction, never as a negative balance.
     */
    async appendEntries({
      userId,
      entries,
    }: {
      userId: string;
      entries: NewCreditEntry[];
    }): Promise<{ account: CreditAccountRow }> {
      const sum = (pool: CreditPool) =>
        entries.filter((entry) => entry.pool === pool).reduce((total, entry) => total + entry.delta, 0);
      if (entries.length > 0) await db.insert(creditEntries).values(entries);
      const [account] = await db
        .update(creditAccounts)
        .set({
          freeCredits: sql`${creditAccounts.freeCredits} + ${sum('free')}`,
          premiumCredits: sql`${creditAccounts.premiumCredits} + ${sum('premium')}`,
          updatedAt: new Date(),
        })
        .where(eq(creditAccounts.userId, userId))
        .returning();
      if (!account) throw new Error(`no credit account for ${userId}`);
      return { account };
    },

    async hasEntryWithReference({ userId, reference }: { userId: string; reference: string }) {
      const rows = await db
        .select({ id: creditEntries.id })
        .from(creditEntries)
        .where(and(eq(creditEntries.userId, userId), eq(creditEntries.reference, reference)))
        .limit(1);
      return { exists: rows.length > 0 };
    },

    async listEntries({
      userId,
      limit,
    }: {
      userId: string;
      limit: number;
    }): Promise<{ entries: CreditEntryRow[] }> {
      const entries = await db
        .select()
        .from(creditEntries)
        .where(eq(creditEntries.userId, userId))
        .orderBy(desc(creditEntries.seq))
        .limit(limit);
      return { entries };
    },

    async findReservation({
      id,
    }: {
      id: string;
    }): Promise<{ reservation: CreditReservationRow | undefined }> {
      const [reservation] = await db.select().from(creditReservations).where(eq(creditReservations.id, id));
      return { reservation };
    },

    async findReservationByReference({
      userId,
      reference,
    }: {
      userId: string;
      reference: string;
    }): Promise<{ reservation: CreditReservationRow | undefined }> {
      const [reservation] = await db
        .select()
        .from(creditReservations)
        .where(and(eq(creditReservations.userId, userId), eq(creditReservations.reference, reference)));
      return { reservation };
    },

    async insertReservation(
      values: Pick<
        typeof creditReservations.$inferInsert,
        'userId' | 'feature' | 'note' | 'reference' | 'heldFree' | 'heldPremium'
      >,
    ): Promise<{ reservation: CreditReservationRow }> {
      const [reservation] = await db.insert(creditReservations).values(values).returning();
      if (!reservation) throw new Error('reservation insert returned nothing');
      return { reservation };
    },

    /** Adds to the settled/refunded counters (never lowers them) and optionally marks it released. */
    async addToReservation({
      id,
      settledFree = 0,
      settledPremium = 0,
      refundedFree = 0,
      refundedPremium = 0,
      released = false,
    }: {
      id: string;
      settledFree?: number;
      settledPremium?: number;
      refundedFree?: number;
      refundedPremium?: number;
      released?: boolean;
    }): Promise<void> {
      const now = new Date();
      await db
        .update(creditReservations)
        .set({
          settledFree: sql`${creditReservations.settledFree} + ${settledFree}`,
          settledPremium: sql`${creditReservations.settledPremium} + ${settledPremium}`,
          refundedFree: sql`${creditReservations.refundedFree} + ${refundedFree}`,
          refundedPremium: sql`${creditReservations.refundedPremium} + ${refundedPremium}`,
          updatedAt: now,
          ...(released ? { releasedAt: now } : {}),
        })
        .where(eq(creditReservations.id, id));
    },

    async findOperation({
      reservationId,
      kind,
      reference,
    }: {
      reservationId: string;
      kind: ReservationOperationKind;
      reference: string;
    }) {
      const [operation] = await db
        .select()
        .from(creditReservationOperations)
        .where(
          and(
            eq(creditReservationOperations.reservationId, reservationId),
            eq(creditReservationOperations.kind, kind),
            eq(creditReservationOperations.reference, reference),
          ),
        );
      return { operation };
    },

    async insertOperation(values: {
      reservationId: string;
      kind: ReservationOperationKind;
      reference: string;
      free: number;
      premium: number;
    }): Promise<void> {
      await db.insert(creditReservationOperations).values(values);
    },
  };
}
