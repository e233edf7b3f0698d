import { creditConstants, type CreditGrantKind, type CreditPool } from '@roomcraft/contracts/credits';
import type { Database } from '../../db/client';
import { accountEventTypes, createAccountEventsRepository } from '../accounts';
import { createCreditsRepository, type CreditsRepository } from './credits.repository';
import type { CreditAccountRow } from './credits.table';

/** Who marks account events consumed (`account_events.consumed_by`). */
export const creditsEventConsumer = 'credits';

export const grantReferences = {
  welcome: (userId: string) => `welcome:${userId}`,
  legacy: (userId: string) => `legacy:${userId}`,
  daily: (userId: string, day: string) => `daily:${userId}:${day}`,
};

/** The UTC day of `now` as YYYY-MM-DD: daily credits follow UTC days for every user. */
export const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/**
 * Adds `amount` to a pool unless an entry with this reference exists. Call inside the account's locked
 * transaction: the lock makes check-then-insert race-free (the unique index is the backstop).
 */
export async function applyGrant({
  repository,
  userId,
  kind,
  pool,
  amount,
  reference,
  note,
}: {
  repository: CreditsRepository;
  userId: string;
  kind: CreditGrantKind;
  pool: CreditPool;
  amount: number;
  reference: string;
  note?: string | undefined;
}): Promise<{ granted: boolean; account: CreditAccountRow | undefined }> {
  if (amount <= 0) return { granted: false, account: undefined };
  const { exists } = await repository.hasEntryWithReference({ userId, reference });
  if (exists) return { granted: false, account: undefined };
  const { account } = await repository.appendEntries({
    userId,
    entries: [{ userId, kind, pool, delta: amount, reference, note: note ?? null }],
  });
  return { granted: true, account };
}

/** The account events `refreshAccount` turns into grants. */
export const grantingEventTypes = [accountEventTypes.verified, accountEventTypes.legacyMigrated] as const;

/**
 * The account row and whether `refreshAccount` would change anything, in one statement without a lock
 * or a transaction: due when there is no account row, today's daily check is not done or a granting
 * account event waits. Reads (`GET /api/credits`, polled by every open tab) then stay reads; a stale
 * answer only sends the caller to the locked path.
 */
export async function readAccountForBalance({
  db,
  userId,
  now,
}: {
  db: Database;
  userId: string;
  now: Date;
}): Promise<{ account: CreditAccountRow | undefined; refreshDue: boolean }> {
  const { account, condition: grantWaits } = await createCreditsRepository({ db }).findAccountWith({
    userId,
    condition: createAccountEventsRepository({ db }).unconsumedCondition({
      userId,
      types: grantingEventTypes,
    }),
  });
  const refreshDue = !account || account.dailyCheckedOn !== utcDay(now) || grantWaits;
  return { account, refreshDue };
}

/**
 * Brings a locked account up to date before it is read or spent from:
 * 1. claims the accounts module's unconsumed `account.verified` (5 welcome credits) and `legacy.migrated`
 *    (the old system's credits) events. Claiming lazily here also pays users who verified before the
 *    ledger existed; the account lock plus `markConsumed` in the same transaction pay each exactly once.
 * 2. once per UTC day, tops the free pool up to 5 (never above, never down).
 * Returns the fresh account and whether anything changed (so the caller publishes `credits`).
 */
export async function refreshAccount({
  db,
  repository,
  account,
  now,
}: {
  /** The transaction holding the account lock. */
  db: Database;
  repository: CreditsRepository;
  account: CreditAccountRow;
  now: Date;
}): Promise<{ account: CreditAccountRow; changed: boolean }> {
  const { userId } = account;
  let current = account;
  let changed = false;

  const accountEvents = createAccountEventsRepository({ db });
  const { events } = await accountEvents.listForUser({ userId });
  for (const event of events) {
    if (event.consumedAt) continue;
    const grant =
      event.type === accountEventTypes.verified
        ? {
            kind: 'welcome' as const,
            amount: creditConstants.welcomeCredits,
            reference: grantReferences.welcome(userId),
            note: 'Welcome credits',
          }
        : event.type === accountEventTypes.legacyMigrated
          ? {
              kind: 'legacy' as const,
              amount: legacyCredits(event.payload),
              reference: grantReferences.legacy(userId),
              note: 'Credits carried over from your previous account',
            }
          : undefined;
    if (!grant) continue;
    const { wasConsumed } = await accountEvents.markConsumed({
      id: event.id,
      consumer: creditsEventConsumer,
    });
    if (!wasConsumed) continue;
    // Legacy credits go to the free pool: the old system did not tell paid from free credits.
    const result = await applyGrant({ repository, userId, pool: 'free', ...grant });
    if (result.account) {
      current = result.account;
      changed = true;
    }
  }

  const day = utcDay(now);
  if (current.dailyCheckedOn !== day) {
    const topUp = creditConstants.dailyFreeCreditsMax - current.freeCredits;
    const result = await applyGrant({
      repository,
      userId,
      kind: 'daily_free',
      pool: 'free',
      amount: topUp,
      reference: grantReferences.daily(userId, day),
      note: 'Daily free credits',
    });
    if (result.account) {
      current = result.account;
      changed = true;
    }
    await repository.setDailyCheckedOn({ userId, day });
    current = { ...current, dailyCheckedOn: day };
  }
  return { account: current, changed };
}

function legacyCredits(payload: Record<string, unknown>): number {
  const credits = payload.credits;
  return typeof credits === 'number' && Number.isInteger(credits) && credits > 0 ? credits : 0;
}
