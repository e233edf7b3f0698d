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

    /**
     * Counts one attempt before its outcome is known, unless the key is locked, as one serialised step:
     * parallel attempts each see the count the others left, so a burst cannot slip past the threshold.
     * `lockFor(failures)` gives the back-off (seconds) that the new count starts now.
     */
    async claimAttempt({
      key,
      now,
      lockFor,
    }: {
      key: string;
      now: Date;
      lockFor: (failures: number) => number;
    }): Promise<{ claimed: true; failures: number } | { claimed: false; lockedUntil: Date }> {
      // FOR UPDATE locks only rows that exist: make sure this one does.
      await db.insert(authThrottles).values({ key, failures: 0 }).onConflictDoNothing();
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ failures: authThrottles.failures, lockedUntil: authThrottles.lockedUntil })
          .from(authThrottles)
          .where(eq(authThrottles.key, key))
          .for('update');
        if (row?.lockedUntil && row.lockedUntil > now)
          return { claimed: false, lockedUntil: row.lockedUntil };
        const failures = (row?.failures ?? 0) + 1;
        const seconds = lockFor(failures);
        await tx
          .update(authThrottles)
          .set({
            failures,
            updatedAt: now,
            ...(seconds > 0 ? { lockedUntil: new Date(now.getTime() + seconds * 1000) } : {}),
          })
          .where(eq(authThrottles.key, key));
        return { claimed: true, failures };
      });
    },

    /** Takes back a claimed attempt that turned out not to be a wrong password. */
    async releaseAttempt({ key }: { key: string }): Promise<void> {
      await db
        .update(authThrottles)
        .set({ failures: sql`greatest(${authThrottles.failures} - 1, 0)`, updatedAt: new Date() })
        .where(eq(authThrottles.key, key));
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
