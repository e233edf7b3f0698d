import { describe, expect, it } from 'vitest';
import { createViewerCache, type CachedSession } from './viewer-cache';

const session = (userId: string): CachedSession => ({
  sessionId: `s-${userId}`,
  expiresAt: new Date('2100-01-01'),
  userId,
  email: `${userId}@example.com`,
  emailVerified: true,
  role: 'user',
});

describe('viewer cache', () => {
  it('trusts an entry for the TTL only', () => {
    const cache = createViewerCache({ ttlMs: 5_000 });
    cache.set('t1', session('ana'), cache.generation(), 1_000);
    expect(cache.get('t1', 5_999)?.userId).toBe('ana');
    expect(cache.get('t1', 6_000)).toBeUndefined();
  });

  it('keeps at most maxEntries, dropping the oldest', () => {
    const cache = createViewerCache({ maxEntries: 2 });
    for (const token of ['a', 'b', 'c']) cache.set(token, session(token), cache.generation());
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')?.userId).toBe('c');
  });

  it("forgets a user's sessions, and never stores a lookup that began before a change", () => {
    const cache = createViewerCache();
    cache.set('ana-1', session('ana'), cache.generation());
    cache.set('ana-2', session('ana'), cache.generation());
    cache.set('bo-1', session('bo'), cache.generation());
    const lookupStarted = cache.generation();
    cache.forgetUser('ana');
    expect(cache.get('ana-1')).toBeUndefined();
    expect(cache.get('ana-2')).toBeUndefined();
    expect(cache.get('bo-1')?.userId).toBe('bo');
    cache.set('ana-1', session('ana'), lookupStarted);
    expect(cache.get('ana-1')).toBeUndefined();
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it('lets requests of one cookie arriving together share one lookup', async () => {
    const cache = createViewerCache();
    let lookups = 0;
    const load = async () => {
      lookups += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return session('ana');
    };
    const answers = await Promise.all(Array.from({ length: 50 }, () => cache.resolve('t1', load)));
    expect(lookups).toBe(1);
    expect(answers.every((answer) => answer?.userId === 'ana')).toBe(true);
    await cache.resolve('t1', load);
    expect(lookups).toBe(1);
  });

  it('does not let a caller join, or store, a lookup that began before a change', async () => {
    const cache = createViewerCache();
    let release: (value: CachedSession) => void = () => {};
    const stale = cache.resolve('t1', () => new Promise<CachedSession>((resolve) => (release = resolve)));
    cache.forgetUser('ana');
    const fresh = cache.resolve('t1', async () => ({ ...session('ana'), role: 'super_admin' }));
    release(session('ana'));
    expect((await stale)?.role).toBe('user');
    expect((await fresh)?.role).toBe('super_admin');
    expect(cache.get('t1')?.role).toBe('super_admin');
  });
});
