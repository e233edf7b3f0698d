import {
  creditTopic,
  premiumOnlyFeatures,
  type CreditBalance,
  type CreditFeature,
  type CreditGrantKind,
  type CreditModeNote,
  type CreditPool,
} from '@roomcraft/contracts/credits';
import type { Deps } from '../../kernel/deps';
import type { AppError } from '../../kernel/errors';
import type { Database } from '../../db/client';
import { isUuid } from '../../kernel/ids';
import {
  createInsufficientCreditsError,
  createInsufficientPremiumCreditsError,
  createInvalidCreditAmountError,
  createReservationNotFoundError,
} from './credits.errors';
import { balanceCache } from './balance-cache';
import { applyGrant, readAccountForBalance, refreshAccount } from './credits.grants';
import { createCreditsRepository, type CreditsRepository } from './credits.repository';
import type { CreditAccountRow, CreditReservationRow } from './credits.table';

/**
 * The credits ledger's public API for other modules (studio jobs, billing, rewards). A generation holds
 * credits with `reserveCredits` before it starts, then `settleCredits` what it delivered and
 * `refundCredits` / `releaseReservation` the rest, so a failed or cancelled job gives its credits back and
 * a retried job never charges twice (every call is idempotent by its reference).
 *
 * Each call is one transaction that locks the user's `credit_accounts` row; the `credits` topic is
 * published to the user after commit whenever something changed.
 */
export type CreditsDeps = Pick<Deps, 'database' | 'events'> & Partial<Pick<Deps, 'logger'>>;

export interface ReserveCreditsInput {
  userId: string;
  feature: CreditFeature;
  /** What the history calls this spend when the feature code does not say it (creditModeNotes). */
  note?: CreditModeNote;
  /** Credits to hold (a positive whole number). */
  amount: number;
  /** Unique per spend for this user, e.g. `ideation:<requestId>`: reserving again returns the same hold. */
  reference: string;
  /** Clock for the daily top-up (tests). */
  now?: Date;
}

export interface ReservationChangeInput {
  reservationId: string;
  /** Credits (a whole number >= 0); clamped to what the reservation still holds. */
  amount: number;
  /** Unique per call on this reservation, e.g. `idea:<ideaId>`: a replay changes nothing. */
  reference: string;
}

export async function reserveCredits({
  userId,
  feature,
  note,
  amount,
  reference,
  now = new Date(),
  ...deps
}: ReserveCreditsInput & CreditsDeps): Promise<{ reservationId: string }> {
  assertAmount(amount, { positive: true });
  const premiumOnly = premiumOnlyFeatures.includes(feature);
  return inAccountTransaction<{ reservationId: string }>(
    deps,
    userId,
    now,
    async ({ repository, account }) => {
      const { reservation: existing } = await repository.findReservationByReference({ userId, reference });
      if (existing) return { result: { reservationId: existing.id }, changed: false };

      const available = premiumOnly ? account.premiumCredits : account.freeCredits + account.premiumCredits;
      if (available < amount) {
        // Returned, not thrown: the welcome or daily credits granted in this transaction must still commit.
        const error: AppError = premiumOnly
          ? createInsufficientPremiumCreditsError({ needed: amount, available })
          : createInsufficientCreditsError({ needed: amount, available });
        return { error, changed: false };
      }
      // Free credits first (they refill daily), premium for the rest; premium-only features draw premium only.
      const heldFree = premiumOnly ? 0 : Math.min(account.freeCredits, amount);
      const heldPremium = amount - heldFree;
      const { reservation } = await repository.insertReservation({
        userId,
        feature,
        note: note ?? null,
        reference,
        heldFree,
        heldPremium,
      });
      await repository.appendEntries({
        userId,
        entries: poolEntries({ free: -heldFree, premium: -heldPremium }).map(({ pool, delta }) => ({
          userId,
          kind: 'spend' as const,
          pool,
          delta,
          reference: `spend:${reference}`,
          reservationId: reservation.id,
          note: note ?? feature,
        })),
      });
      return { result: { reservationId: reservation.id }, changed: true };
    },
  );
}

/** Spends `amount` of the held credits for good (free ones first). Returns what was settled. */
export async function settleCredits({
  reservationId,
  amount,
  reference,
  ...deps
}: ReservationChangeInput & CreditsDeps): Promise<{ settled: number }> {
  assertAmount(amount);
  return inReservationTransaction(deps, reservationId, async ({ repository, reservation }) => {
    const { operation } = await repository.findOperation({ reservationId, kind: 'settle', reference });
    if (operation) return { result: { settled: operation.free + operation.premium }, changed: false };
    const remaining = remainingOf(reservation);
    const free = Math.min(amount, remaining.free);
    const premium = Math.min(amount - free, remaining.premium);
    await repository.addToReservation({ id: reservationId, settledFree: free, settledPremium: premium });
    await repository.insertOperation({ reservationId, kind: 'settle', reference, free, premium });
    return { result: { settled: free + premium }, changed: free + premium > 0 };
  });
}

/**
 * Gives `amount` of the held credits back to the pools they came from (premium ones first, as settling
 * takes free ones first), never more than is still held. Returns what was refunded.
 */
export async function refundCredits({
  reservationId,
  amount,
  reference,
  ...deps
}: ReservationChangeInput & CreditsDeps): Promise<{ refunded: number }> {
  assertAmount(amount);
  return inReservationTransaction(deps, reservationId, async ({ repository, reservation }) => {
    const { operation } = await repository.findOperation({ reservationId, kind: 'refund', reference });
    if (operation) return { result: { refunded: operation.free + operation.premium }, changed: false };
    const remaining = remainingOf(reservation);
    const premium = Math.min(amount, remaining.premium);
    const free = Math.min(amount - premium, remaining.free);
    await giveBack({ repository, reservation, free, premium, kind: 'refund', reference });
    return { result: { refunded: free + premium }, changed: free + premium > 0 };
  });
}

/** Refunds everything still held (a failed or cancelled job). Idempotent; later settles get nothing. */
export async function releaseReservation({
  reservationId,
  ...deps
}: { reservationId: string } & CreditsDeps): Promise<{ released: number }> {
  return inReservationTransaction(deps, reservationId, async ({ repository, reservation }) => {
    const reference = 'release';
    const { operation } = await repository.findOperation({ reservationId, kind: 'release', reference });
    if (operation) return { result: { released: operation.free + operation.premium }, changed: false };
    const { free, premium } = remainingOf(reservation);
    await giveBack({ repository, reservation, free, premium, kind: 'release', reference });
    return { result: { released: free + premium }, changed: free + premium > 0 };
  });
}

/**
 * The available balance (held credits excluded), after the welcome, legacy and daily grants are due.
 * A read is a read: two indexed selects, no transaction; only when a grant is due does it take the
 * account lock and write (at most once per user and UTC day, plus once per welcome or legacy event).
 */
export async function getCreditBalance({
  userId,
  now = new Date(),
  ...deps
}: { userId: string; now?: Date } & CreditsDeps): Promise<CreditBalance> {
  const { account, refreshDue } = await readAccountForBalance({ db: deps.database.db, userId, now });
  if (account && !refreshDue) return toBalance(account);
  return inAccountTransaction(deps, userId, now, async ({ account }) => ({
    result: toBalance(account),
    changed: false,
  }));
}

/**
 * Adds credits once per reference (purchases, subscription grants, rewards, admin grants, bonuses). Due
 * welcome and daily credits are granted first, so the history reads in the order things happened.
 */
export async function grantCredits({
  database,
  events,
  logger,
  now = new Date(),
  ...input
}: {
  userId: string;
  kind: CreditGrantKind;
  pool: CreditPool;
  amount: number;
  reference: string;
  note?: string;
  now?: Date;
} & CreditsDeps): Promise<{ granted: boolean }> {
  const deps = { database, events, logger };
  assertAmount(input.amount, { positive: true });
  return inAccountTransaction(deps, input.userId, now, async ({ repository }) => {
    const { granted } = await applyGrant({ repository, ...input });
    return { result: { granted }, changed: granted };
  });
}

export function toBalance(account: Pick<CreditAccountRow, 'freeCredits' | 'premiumCredits'>): CreditBalance {
  return {
    freeCredits: account.freeCredits,
    premiumCredits: account.premiumCredits,
    totalCredits: account.freeCredits + account.premiumCredits,
  };
}

type TransactionOutcome<T> = { result: T; changed: boolean } | { error: AppError; changed: boolean };

/**
 * Runs `work` in a transaction holding the user's account lock, after the account is refreshed (welcome,
 * legacy and daily grants) when `now` is given; publishes `credits` after commit if anything changed and
 * throws the AppError `work` returned, if any.
 */
async function inAccountTransaction<T>(
  deps: CreditsDeps,
  userId: string,
  now: Date | undefined,
  work: (context: {
    db: Database;
    repository: CreditsRepository;
    account: CreditAccountRow;
  }) => Promise<TransactionOutcome<T>>,
): Promise<T> {
  const outcome = await deps.database.db.transaction(async (tx) => {
    const db: Database = tx;
    const repository = createCreditsRepository({ db });
    const locked = await repository.lockAccount({ userId });
    const refreshed = now
      ? await refreshAccount({ db, repository, account: locked.account, now })
      : { account: locked.account, changed: false };
    const done = await work({ db, repository, account: refreshed.account });
    return { ...done, changed: done.changed || refreshed.changed };
  });
  if (outcome.changed) {
    // Committed: the next balance read must not be answered from memory (balance-cache.ts).
    balanceCache.forget(userId);
    await publishCredits(deps, userId);
  }
  if ('error' in outcome) throw outcome.error;
  return outcome.result;
}

/** Locks the reservation's owner, then re-reads the reservation under that lock. */
async function inReservationTransaction<T>(
  deps: CreditsDeps,
  reservationId: string,
  work: (context: {
    repository: CreditsRepository;
    reservation: CreditReservationRow;
  }) => Promise<TransactionOutcome<T>>,
): Promise<T> {
  if (!isUuid(reservationId)) throw createReservationNotFoundError();
  const { reservation: unlocked } = await createCreditsRepository({ db: deps.database.db }).findReservation({
    id: reservationId,
  });
  if (!unlocked) throw createReservationNotFoundError();
  return inAccountTransaction(deps, unlocked.userId, undefined, async ({ repository }) => {
    const { reservation } = await repository.findReservation({ id: reservationId });
    if (!reservation) return { error: createReservationNotFoundError(), changed: false };
    return work({ repository, reservation });
  });
}

function remainingOf(reservation: CreditReservationRow): { free: number; premium: number } {
  return {
    free: reservation.heldFree - reservation.settledFree - reservation.refundedFree,
    premium: reservation.heldPremium - reservation.settledPremium - reservation.refundedPremium,
  };
}

async function giveBack({
  repository,
  reservation,
  free,
  premium,
  kind,
  reference,
}: {
  repository: CreditsRepository;
  reservation: CreditReservationRow;
  free: number;
  premium: number;
  kind: 'refund' | 'release';
  reference: string;
}): Promise<void> {
  const reservationId = reservation.id;
  await repository.addToReservation({
    id: reservationId,
    refundedFree: free,
    refundedPremium: premium,
    released: kind === 'release',
  });
  await repository.insertOperation({ reservationId, kind, reference, free, premium });
  await repository.appendEntries({
    userId: reservation.userId,
    entries: poolEntries({ free, premium }).map(({ pool, delta }) => ({
      userId: reservation.userId,
      kind: 'refund' as const,
      pool,
      delta,
      reference: `${kind}:${reservationId}:${reference}`,
      reservationId,
      note: reservation.note ?? reservation.feature,
    })),
  });
}

/** One entry per pool with a non-zero delta. */
function poolEntries({ free, premium }: { free: number; premium: number }) {
  return [
    { pool: 'free' as const, delta: free },
    { pool: 'premium' as const, delta: premium },
  ].filter((entry) => entry.delta !== 0);
}

function assertAmount(amount: number, { positive = false }: { positive?: boolean } = {}): void {
  if (!Number.isSafeInteger(amount) || amount < 0 || (positive && amount === 0)) {
    throw createInvalidCreditAmountError(amount);
  }
}

/** Live update after commit; best effort like every live event (tabs refetch on reconnect). */
async function publishCredits(deps: CreditsDeps, userId: string): Promise<void> {
  try {
    await deps.events.publish({ topics: [creditTopic], userId });
  } catch (error) {
    deps.logger?.warn({ err: error, userId }, 'could not publish the credits topic');
  }
}
