import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { authThrottles } from '../auth.table';

export type ThrottleRepository = ReturnType<typeof createThrottleRepository>;

/** Drizzle queries on `auth_throttles`. Keys come from throttle.models.ts. */
export function createThrottleRepository({ db }: { db: Database }) {
  return {
    async find({
      key,
    }: {
      key: string;
    }): Promise<{ failures: number; lockedUntil: Date | null } | undefined> {
      const [row] = await db
        .select({ failures: authThrottles.failures, lockedUntil: authThrottles.lockedUntil })
        .from(authThrottles)
        .where(eq(authThrottles.key, key))
        .limit(1);
      return row;
    },

    /** Counts one failure atomically (concurrent processes cannot lose one) and returns the new count. */
    async addFailure({ key }: { key: string }): Promise<{ failures: number }> {
      const [row] = await db
        .insert(authThrottles)
        .values({ key, failures: 1 })
        .onConflictDoUpdate({
          target: authThrottles.key,
          set: { failures: sql`${authThrottles.failures} + 1`, updatedAt: new Date() },
        })
        .returning({ failures: authThrottles.failures });
      return { failures: row?.failures ?? 1 };
    },

    async lockUntil({ key, until }: { key: string; until: Date }): Promise<void> {
      await db
        .insert(authThrottles)
        .values({ key, lockedUntil: until })
        .onConflictDoUpdate({
          target: authThrottles.key,
          set: { lockedUntil: until, updatedAt: new Date() },
        });
    },

    async clear({ key }: { key: string }): Promise<void> {
      await db.delete(authThrottles).where(eq(authThrottles.key, key));
    },
  };
}
