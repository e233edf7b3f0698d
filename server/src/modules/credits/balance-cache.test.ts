import { describe, expect, it } from 'vitest';
import { createBalanceCache } from './balance-cache';

const balance = (total: number) => ({ freeCredits: total, premiumCredits: 0, totalCredits: total });

describe('balance cache', () => {
  it('answers a repeat read from memory within the TTL, and reads again after it', async () => {
    let now = Date.UTC(2026, 10, 26, 12);
    const cache = createBalanceCache({ ttlMs: 2_000, clock: () => now });
    let reads = 0;
    const load = async () => balance(++reads);
    expect(await cache.read('u1', load)).toEqual(balance(1));
    now += 1_999;
    expect(await cache.read('u1', load)).toEqual(balance(1));
    now += 1;
    expect(await cache.read('u1', load)).toEqual(balance(2));
  });

  it('never serves an answer from before UTC midnight after it (the daily free credits are due)', async () => {
    let now = Date.UTC(2026, 10, 26, 23, 59, 59, 500);
    const cache = createBalanceCache({ ttlMs: 2_000, clock: () => now });
    let reads = 0;
    const load = async () => balance(++reads);
    await cache.read('u1', load);
    now += 600;
    expect(await cache.read('u1', load)).toEqual(balance(2));
  });

  it('does not keep a read that raced a change: the next read asks again', async () => {
    const cache = createBalanceCache();
    let release: (value: ReturnType<typeof balance>) => void = () => undefined;
    const slowRead = cache.read('u1', () => new Promise((resolve) => (release = resolve)));
    cache.forget('u1'); // a spend committed while the read was in flight
    release(balance(5));
    expect(await slowRead).toEqual(balance(5));
    expect(await cache.read('u1', async () => balance(3))).toEqual(balance(3));
  });

  it('shares one database read between readers asking at once, but not with readers after a change', async () => {
    const cache = createBalanceCache();
    let reads = 0;
    let release: () => void = () => undefined;
    const load = () => {
      reads += 1;
      const value = balance(reads);
      return new Promise<ReturnType<typeof balance>>((resolve) => (release = () => resolve(value)));
    };
    const first = cache.read('u1', load);
    const second = cache.read('u1', load);
    expect(reads).toBe(1);
    const releaseFirst = release;
    cache.forget('u1');
    const afterChange = cache.read('u1', load);
    expect(reads).toBe(2);
    releaseFirst();
    release();
    expect(await first).toEqual(balance(1));
    expect(await second).toEqual(balance(1));
    expect(await afterChange).toEqual(balance(2));
  });

  it('forgets one user or everyone, and keeps at most maxEntries', async () => {
    const cache = createBalanceCache({ maxEntries: 2 });
    await cache.read('a', async () => balance(1));
    await cache.read('b', async () => balance(2));
    await cache.read('c', async () => balance(3));
    expect(cache.size).toBe(2);
    expect(await cache.read('a', async () => balance(9))).toEqual(balance(9));
    cache.forget('c');
    expect(await cache.read('c', async () => balance(7))).toEqual(balance(7));
    cache.clear();
    expect(cache.size).toBe(0);
  });
});
