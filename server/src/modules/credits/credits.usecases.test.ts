import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDeps } from '../../../test/app';
import type { Deps } from '../../kernel/deps';
import type { LiveEvent } from '../events';
import { accountEventTypes, createAccountEventsRepository } from '../accounts';
import { createCreditsRepository } from './credits.repository';
import {
  getCreditBalance,
  grantCredits,
  refundCredits,
  releaseReservation,
  reserveCredits,
  settleCredits,
} from './credits.usecases';
import { newLedgerUser, ledgerState } from './credits.test-support';

let deps: Deps;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ deps, close } = await createTestDeps({ startQueue: false }));
});
afterAll(async () => {
  await close();
});

const day1 = new Date('2031-03-04T10:00:00Z');
const day2 = new Date('2031-03-05T00:00:01Z');

/** A user whose first read (on day1) gave them the 5 daily free credits, plus optional premium. */
async function userWith({ premium = 0 }: { premium?: number } = {}) {
  const { userId } = newLedgerUser();
  await getCreditBalance({ ...deps, userId, now: day1 });
  if (premium > 0) {
    await grantCredits({
      ...deps,
      userId,
      kind: 'purchase',
      pool: 'premium',
      amount: premium,
      reference: `p:${userId}`,
      now: day1,
    });
  }
  return userId;
}

const balance = (userId: string) => getCreditBalance({ ...deps, userId, now: day1 });

async function expectConsistent(userId: string) {
  const state = await ledgerState(deps.database.db, userId);
  expect(state.cached).toEqual(state.entries);
  return state;
}

describe('reserve, settle, refund, release', () => {
  it('holds credits at once and spends only what is settled', async () => {
    const userId = await userWith();
    expect(await balance(userId)).toEqual({ freeCredits: 5, premiumCredits: 0, totalCredits: 5 });
    const { reservationId } = await reserveCredits({
      ...deps,
      userId,
      feature: 'IDEATION_MODE',
      amount: 3,
      reference: 'ideation:r1',
      now: day1,
    });
    expect((await balance(userId)).totalCredits).toBe(2);
    expect(await settleCredits({ ...deps, reservationId, amount: 2, reference: 'idea:a' })).toEqual({
      settled: 2,
    });
    expect(await refundCredits({ ...deps, reservationId, amount: 1, reference: 'idea:b' })).toEqual({
      refunded: 1,
    });
    expect((await balance(userId)).totalCredits).toBe(3);
    expect((await expectConsistent(userId)).settled).toBe(2);
  });

  it('notes a spend and its refund with the studio mode when one is given (history: Virtual staging)', async () => {
    const userId = await userWith();
    const { reservationId } = await reserveCredits({
      ...deps,
      userId,
      feature: 'ROOM_VISUALIZE_GEMINI',
      note: 'VIRTUAL_STAGING',
      amount: 1,
      reference: 'generation:g1',
      now: day1,
    });
    await refundCredits({ ...deps, reservationId, amount: 1, reference: 'failed' });
    await reserveCredits({
      ...deps,
      userId,
      feature: 'IDEATION_MODE',
      amount: 1,
      reference: 'ideation:i1',
      now: day1,
    });
    const { entries } = await createCreditsRepository({ db: deps.database.db }).listEntries({
      userId,
      limit: 10,
    });
    expect(
      entries.filter((entry) => entry.kind !== 'daily_free').map((entry) => [entry.kind, entry.note]),
    ).toEqual([
      ['spend', 'IDEATION_MODE'],
      ['refund', 'VIRTUAL_STAGING'],
      ['spend', 'VIRTUAL_STAGING'],
    ]);
  });

  it('charges once per reference, settles and refunds once per reference', async () => {
    const userId = await userWith();
    const input = {
      userId,
      feature: 'IDEATION_MODE' as const,
      amount: 4,
      reference: 'ideation:same',
      now: day1,
    };
    const first = await reserveCredits({ ...deps, ...input });
    const again = await Promise.all([
      reserveCredits({ ...deps, ...input }),
      reserveCredits({ ...deps, ...input }),
    ]);
    expect(again.map((r) => r.reservationId)).toEqual([first.reservationId, first.reservationId]);
    expect((await balance(userId)).totalCredits).toBe(1);

    const { reservationId } = first;
    await settleCredits({ ...deps, reservationId, amount: 1, reference: 'idea:1' });
    expect(await settleCredits({ ...deps, reservationId, amount: 1, reference: 'idea:1' })).toEqual({
      settled: 1,
    });
    await refundCredits({ ...deps, reservationId, amount: 1, reference: 'idea:2' });
    await refundCredits({ ...deps, reservationId, amount: 1, reference: 'idea:2' });
    expect((await balance(userId)).totalCredits).toBe(2);
    expect(await releaseReservation({ ...deps, reservationId })).toEqual({ released: 2 });
    expect(await releaseReservation({ ...deps, reservationId })).toEqual({ released: 2 });
    expect((await balance(userId)).totalCredits).toBe(4);
    const state = await expectConsistent(userId);
    expect(state).toMatchObject({ settled: 1, charged: 1 });
  });

  it('never gives back more than is still held, and settles nothing after a release', async () => {
    const userId = await userWith();
    const { reservationId } = await reserveCredits({
      ...deps,
      userId,
      feature: 'ROOM_VISUALIZE_GEMINI',
      amount: 2,
      reference: 'gen:1',
      now: day1,
    });
    expect(await refundCredits({ ...deps, reservationId, amount: 5, reference: 'too-much' })).toEqual({
      refunded: 2,
    });
    expect(await refundCredits({ ...deps, reservationId, amount: 1, reference: 'more' })).toEqual({
      refunded: 0,
    });
    expect(await releaseReservation({ ...deps, reservationId })).toEqual({ released: 0 });
    expect(await settleCredits({ ...deps, reservationId, amount: 1, reference: 'late' })).toEqual({
      settled: 0,
    });
    expect((await balance(userId)).totalCredits).toBe(5);
    await expectConsistent(userId);
  });

  it('draws free credits first, gives premium back first', async () => {
    const userId = await userWith({ premium: 10 });
    const { reservationId } = await reserveCredits({
      ...deps,
      userId,
      feature: 'BULK_OPERATIONS',
      amount: 7,
      reference: 'bulk:1',
      now: day1,
    });
    expect(await balance(userId)).toEqual({ freeCredits: 0, premiumCredits: 8, totalCredits: 8 });
    // Held 5 free + 2 premium: a refund of 3 returns the 2 premium, then 1 free.
    await refundCredits({ ...deps, reservationId, amount: 3, reference: 'r' });
    expect(await balance(userId)).toEqual({ freeCredits: 1, premiumCredits: 10, totalCredits: 11 });
    expect(await settleCredits({ ...deps, reservationId, amount: 4, reference: 's' })).toEqual({
      settled: 4,
    });
    expect(await releaseReservation({ ...deps, reservationId })).toEqual({ released: 0 });
    expect(await balance(userId)).toEqual({ freeCredits: 1, premiumCredits: 10, totalCredits: 11 });
    await expectConsistent(userId);
  });

  it('says how many credits are missing with the spec message', async () => {
    const userId = await userWith({ premium: 1 });
    const attempt = reserveCredits({
      ...deps,
      userId,
      feature: 'IDEATION_MODE',
      amount: 7,
      reference: 'ideation:big',
      now: day1,
    });
    await expect(attempt).rejects.toMatchObject({
      status: 402,
      code: 'credits.insufficient',
      message: 'Insufficient credits. Needs 7 credits.',
      details: { needed: '7', available: '6' },
    });
    expect((await balance(userId)).totalCredits).toBe(6);
  });

  it('pays premium-only features with premium credits only', async () => {
    const userId = await userWith({ premium: 1 });
    await expect(
      reserveCredits({
        ...deps,
        userId,
        feature: 'ROOM_COMPOSE',
        amount: 2,
        reference: 'compose:1',
        now: day1,
      }),
    ).rejects.toMatchObject({
      status: 402,
      code: 'credits.insufficient_premium',
      message: 'Insufficient premium credits. This feature requires 2 premium credits, but you only have 1.',
      details: { needed: '2', available: '1' },
    });
    await grantCredits({
      ...deps,
      userId,
      kind: 'purchase',
      pool: 'premium',
      amount: 4,
      reference: 'buy:2',
      now: day1,
    });
    await reserveCredits({
      ...deps,
      userId,
      feature: 'ROOM_COMPOSE',
      amount: 2,
      reference: 'compose:1',
      now: day1,
    });
    expect(await balance(userId)).toEqual({ freeCredits: 5, premiumCredits: 3, totalCredits: 8 });
  });

  it('rejects unknown reservations and bad amounts as client errors', async () => {
    const userId = await userWith();
    await expect(
      settleCredits({
        ...deps,
        reservationId: '00000000-0000-4000-8000-000000000000',
        amount: 1,
        reference: 'x',
      }),
    ).rejects.toMatchObject({ status: 404 });
    await expect(releaseReservation({ ...deps, reservationId: 'not-a-uuid' })).rejects.toMatchObject({
      status: 404,
    });
    await expect(
      reserveCredits({ ...deps, userId, feature: 'IDEATION_MODE', amount: 0, reference: 'zero' }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(
      reserveCredits({ ...deps, userId, feature: 'IDEATION_MODE', amount: 1.5, reference: 'half' }),
    ).rejects.toMatchObject({ status: 400 });
  });

  it('publishes the credits topic to the user when something changed, not on a replay', async () => {
    const userId = await userWith();
    const seen: LiveEvent[] = [];
    const unsubscribe = deps.events.subscribe((event) => {
      if (event.userId === userId) seen.push(event);
    });
    try {
      const input = { userId, feature: 'IDEATION_MODE' as const, amount: 1, reference: 'pub:1', now: day1 };
      const { reservationId } = await reserveCredits({ ...deps, ...input });
      expect(seen).toEqual([{ topics: ['credits'], userId }]);
      await reserveCredits({ ...deps, ...input });
      await balance(userId);
      expect(seen).toHaveLength(1);
      await releaseReservation({ ...deps, reservationId });
      expect(seen).toHaveLength(2);
    } finally {
      unsubscribe();
    }
  });
});

describe('grants', () => {
  it('grants once per reference', async () => {
    const userId = await userWith();
    const grant = {
      userId,
      kind: 'reward' as const,
      pool: 'premium' as const,
      amount: 3,
      reference: 'review:1',
      now: day1,
    };
    expect(await grantCredits({ ...deps, ...grant })).toEqual({ granted: true });
    expect(await grantCredits({ ...deps, ...grant })).toEqual({ granted: false });
    expect(await grantCredits({ ...deps, ...grant, pool: 'free' })).toEqual({ granted: false });
    expect(await balance(userId)).toEqual({ freeCredits: 5, premiumCredits: 3, totalCredits: 8 });
    await expectConsistent(userId);
  });

  it('pays the welcome credits of an account verified earlier exactly once, even to concurrent reads', async () => {
    const { userId } = newLedgerUser();
    const events = createAccountEventsRepository({ db: deps.database.db });
    await events.recordOnce({ type: accountEventTypes.verified, userId });
    const reads = await Promise.all(Array.from({ length: 6 }, () => balance(userId)));
    expect(reads.map((read) => read.freeCredits)).toEqual([5, 5, 5, 5, 5, 5]);
    const { entries } = await createCreditsRepository({ db: deps.database.db }).listEntries({
      userId,
      limit: 10,
    });
    expect(entries.map((entry) => [entry.kind, entry.delta])).toEqual([['welcome', 5]]);
    const [event] = (await events.listForUser({ userId })).events;
    expect(event).toMatchObject({ consumedBy: 'credits' });
  });

  it('carries legacy credits over once', async () => {
    const { userId } = newLedgerUser();
    const events = createAccountEventsRepository({ db: deps.database.db });
    await events.recordOnce({
      type: accountEventTypes.legacyMigrated,
      userId,
      payload: { credits: 12, rooms: [] },
    });
    expect(await balance(userId)).toEqual({ freeCredits: 12, premiumCredits: 0, totalCredits: 12 });
    expect(await balance(userId)).toEqual({ freeCredits: 12, premiumCredits: 0, totalCredits: 12 });
    await expectConsistent(userId);
  });

  it('tops the free pool up to 5 once per UTC day, never above and never down', async () => {
    const userId = await userWith();
    const { reservationId } = await reserveCredits({
      ...deps,
      userId,
      feature: 'BULK_OPERATIONS',
      amount: 5,
      reference: 'day:1',
      now: day1,
    });
    await settleCredits({ ...deps, reservationId, amount: 3, reference: 's' });
    await refundCredits({ ...deps, reservationId, amount: 2, reference: 'r' });
    expect((await balance(userId)).freeCredits).toBe(2);
    expect((await getCreditBalance({ ...deps, userId, now: day2 })).freeCredits).toBe(5);
    await grantCredits({
      ...deps,
      userId,
      kind: 'admin_grant',
      pool: 'free',
      amount: 4,
      reference: 'admin:1',
      now: day2,
    });
    const day3 = new Date('2031-03-06T08:00:00Z');
    expect((await getCreditBalance({ ...deps, userId, now: day3 })).freeCredits).toBe(9);
    const { entries } = await createCreditsRepository({ db: deps.database.db }).listEntries({
      userId,
      limit: 20,
    });
    expect(entries.filter((entry) => entry.kind === 'daily_free').map((entry) => entry.delta)).toEqual([
      3, 5,
    ]);
    await expectConsistent(userId);
  });
});
