import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { accountEvents, type AccountEventRow } from '../account-events.table';

export const accountEventTypes = {
  /** Email verified: the credits ledger grants the welcome credits once per user. */
  verified: 'account.verified',
  /** Legacy account upgraded: payload `{ legacyUserId, credits, rooms }`. */
  legacyMigrated: 'legacy.migrated',
} as const;
export type AccountEventType = (typeof accountEventTypes)[keyof typeof accountEventTypes];

export type AccountEventsRepository = ReturnType<typeof createAccountEventsRepository>;

/** Drizzle queries on `account_events`. */
export function createAccountEventsRepository({ db }: { db: Database }) {
  const unconsumedQuery = ({ userId, types }: { userId: string; types: readonly AccountEventType[] }) =>
    db
      .select({ id: accountEvents.id })
      .from(accountEvents)
      .where(
        and(
          eq(accountEvents.userId, userId),
          isNull(accountEvents.consumedAt),
          inArray(accountEvents.type, [...types]),
        ),
      )
      .limit(1);

  return {
    /** Writes the event unless one of this type exists for the user. `wasRecorded` says which. */
    async recordOnce({
      type,
      userId,
      payload = {},
    }: {
      type: AccountEventType;
      userId: string;
      payload?: Record<string, unknown>;
    }): Promise<{ wasRecorded: boolean }> {
      const rows = await db
        .insert(accountEvents)
        .values({ type, userId, payload })
        .onConflictDoNothing({ target: [accountEvents.type, accountEvents.userId] })
        .returning({ id: accountEvents.id });
      return { wasRecorded: rows.length > 0 };
    },

    async listForUser({ userId }: { userId: string }): Promise<{ events: AccountEventRow[] }> {
      const events = await db
        .select()
        .from(accountEvents)
        .where(eq(accountEvents.userId, userId))
        .orderBy(asc(accountEvents.createdAt));
      return { events };
    },

    /** One indexed read: does the user have an unconsumed event of one of these types? */
    async hasUnconsumed({
      userId,
      types,
    }: {
      userId: string;
      types: readonly AccountEventType[];
    }): Promise<{ hasUnconsumed: boolean }> {
      const [row] = await unconsumedQuery({ userId, types });
      return { hasUnconsumed: row !== undefined };
    },

    /**
     * `hasUnconsumed` as an SQL condition, for a consumer that reads its own row and this in one query
     * (the credits balance read).
     */
    unconsumedCondition({
      userId,
      types,
    }: {
      userId: string;
      types: readonly AccountEventType[];
    }): SQL<boolean> {
      return sql<boolean>`exists (${unconsumedQuery({ userId, types })})`;
    },

    /**
     * For consumers (the credits ledger): marks one event consumed. Returns false when it was consumed
     * already, so a replay grants nothing.
     */
    async markConsumed({
      id,
      consumer,
    }: {
      id: string;
      consumer: string;
    }): Promise<{ wasConsumed: boolean }> {
      const rows = await db
        .update(accountEvents)
        .set({ consumedAt: new Date(), consumedBy: consumer })
        .where(and(eq(accountEvents.id, id), isNull(accountEvents.consumedAt)))
        .returning({ id: accountEvents.id });
      return { wasConsumed: rows.length > 0 };
    },
  };
}
