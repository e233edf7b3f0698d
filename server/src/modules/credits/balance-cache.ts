import type { CreditBalance } from '@roomcraft/contracts/credits';

/** How long a balance read is answered from memory without asking the database again. */
export const balanceCacheTtlMs = 2_000;
const dayMs = 86_400_000;
/** Most balances kept; the oldest entry goes first when full. */
export const balanceCacheMaxEntries = 10_000;

/**
 * The balances `GET /api/credits` answered lately, per user, so the polls of open tabs do not each query
 * the database (issue 13 B: on PGlite the query was half of the request's cost). Correctness rests on
 * forgetting, not on the TTL:
 * - every change of a balance in this process forgets that user's entry right after its transaction
 *   commits (`inAccountTransaction` in credits.usecases.ts), before the `credits` topic is published;
 * - a change made by another process arrives as its `credits` live event (LISTEN/NOTIFY with
 *   PostgreSQL) and forgets the entry here (credits.routes.ts subscribes);
 * - a read begun before any forget never stores its (possibly stale) answer afterwards (a generation
 *   counter), so a read racing a commit cannot put the old balance back.
 * The TTL only bounds how long a lost live event (delivery is best effort) can leave a display stale;
 * an answer is never served across UTC midnight, when the daily free credits become due.
 * Spending never reads this cache: reservations lock the account row.
 *
 * One cache per process: user ids are random UUIDs, so the app instances several tests open in one
 * process never see each other's entries.
 */
export function createBalanceCache({
  ttlMs = balanceCacheTtlMs,
  maxEntries = balanceCacheMaxEntries,
  clock = Date.now,
}: { ttlMs?: number; maxEntries?: number; clock?: () => number } = {}) {
  const entries = new Map<string, { balance: CreditBalance; storedAt: number }>();
  // Free credits top up on a new UTC day: an answer from before midnight is never served after it.
  const sameUtcDay = (a: number, b: number) => Math.floor(a / dayMs) === Math.floor(b / dayMs);
  const inFlight = new Map<string, Promise<CreditBalance>>();
  let generation = 0;

  return {
    /** The cached balance of a user, or what `load` reads (then kept for `ttlMs`). */
    async read(userId: string, load: () => Promise<CreditBalance>): Promise<CreditBalance> {
      const entry = entries.get(userId);
      const now = clock();
      if (entry && now - entry.storedAt < ttlMs && sameUtcDay(entry.storedAt, now)) return entry.balance;
      // Many tabs (or connections) asking at once share one database read.
      const pending = inFlight.get(userId);
      if (pending) return pending;
      const startedAt = generation;
      const loading = load().finally(() => {
        if (inFlight.get(userId) === loading) inFlight.delete(userId);
      });
      inFlight.set(userId, loading);
      const balance = await loading;
      if (startedAt === generation) {
        entries.delete(userId);
        if (entries.size >= maxEntries) {
          const oldest = entries.keys().next();
          if (!oldest.done) entries.delete(oldest.value);
        }
        entries.set(userId, { balance, storedAt: clock() });
      }
      return balance;
    },

    /** Forgets a user's balance (it changed). */
    forget(userId: string): void {
      generation += 1;
      entries.delete(userId);
      // A read begun before the change may return the old balance: later readers must not join it.
      inFlight.delete(userId);
    },

    /** Forgets every balance (a change notice for everyone). */
    clear(): void {
      generation += 1;
      entries.clear();
      inFlight.clear();
    },

    get size(): number {
      return entries.size;
    },
  };
}

export type BalanceCache = ReturnType<typeof createBalanceCache>;

/** The process's balance cache. */
export const balanceCache = createBalanceCache();
