import type { Role } from '@roomcraft/contracts/accounts';

/** What the per-request lookup found for a session token (ADR 040). */
export interface CachedSession {
  sessionId: string;
  expiresAt: Date;
  userId: string;
  email: string;
  emailVerified: boolean;
  role: Role | null;
}

/** How long a resolved session is trusted without asking the database again. */
export const viewerCacheTtlMs = 5_000;
/** Most sessions kept; the oldest entry goes first when full. */
export const viewerCacheMaxEntries = 10_000;

/**
 * A short-lived, bounded map from session token to the session, user and role it resolved to, so the
 * requests of an open tab (`GET /api/credits`, `/api/me`, progress polls) do not each look the session
 * up. In-process: with several server processes another process's change (sign-out, role) is seen here
 * after at most `viewerCacheTtlMs`. Within this process, every change that can make an entry wrong
 * forgets it at once:
 * - any better-auth write (sign-in, sign-out, password change or reset, email verification, user update)
 *   clears the whole cache (`clear()`, auth-proxy.ts and the better-auth database hooks);
 * - a role change forgets the user's sessions (`forgetUser()`, `setRole` in profiles.repository.ts).
 * A lookup that started before a clear never stores its (possibly stale) answer after it: `generation()`
 * is read before the query and `set()` ignores an answer from an older generation.
 *
 * One cache per process (a module-level value): the tokens it is keyed by are random and unique, so the
 * app instances several tests open in one process never see each other's entries.
 */
export function createViewerCache({
  ttlMs = viewerCacheTtlMs,
  maxEntries = viewerCacheMaxEntries,
}: { ttlMs?: number; maxEntries?: number } = {}) {
  const entries = new Map<string, { session: CachedSession; storedAt: number }>();
  // Lookups under way, per token: the requests of one cookie arriving together (a tab opening, 200
  // connections at start, every expiry) share one database query instead of queuing one each.
  const inFlight = new Map<string, Promise<CachedSession | undefined>>();
  let currentGeneration = 0;

  return {
    generation(): number {
      return currentGeneration;
    },

    get(token: string, now = Date.now()): CachedSession | undefined {
      const entry = entries.get(token);
      if (!entry) return undefined;
      if (now - entry.storedAt >= ttlMs) {
        entries.delete(token);
        return undefined;
      }
      return entry.session;
    },

    /**
     * The cached session of a token, or what `load` finds (then kept for `ttlMs`). Callers asking while
     * a lookup is under way share it, unless the cache was cleared since it began.
     */
    async resolve(
      token: string,
      load: () => Promise<CachedSession | undefined>,
    ): Promise<CachedSession | undefined> {
      const cached = this.get(token);
      if (cached) return cached;
      const pending = inFlight.get(token);
      if (pending) return pending;
      const startedAt = currentGeneration;
      const loading = load().finally(() => {
        if (inFlight.get(token) === loading) inFlight.delete(token);
      });
      inFlight.set(token, loading);
      const session = await loading;
      if (session) this.set(token, session, startedAt);
      return session;
    },

    /** Stores what a lookup begun at `generation` found, unless the cache was cleared since. */
    set(token: string, session: CachedSession, generation: number, now = Date.now()): void {
      if (generation !== currentGeneration) return;
      entries.delete(token);
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(token, { session, storedAt: now });
    },

    /** Forgets every cached session of a user (a role change). */
    forgetUser(userId: string): void {
      currentGeneration += 1;
      // A lookup begun before the change may carry the old role: later callers must not join it.
      inFlight.clear();
      for (const [token, entry] of entries) {
        if (entry.session.userId === userId) entries.delete(token);
      }
    },

    /** Forgets everything (sessions created, deleted or changed by better-auth). */
    clear(): void {
      currentGeneration += 1;
      entries.clear();
      inFlight.clear();
    },

    get size(): number {
      return entries.size;
    },
  };
}

export type ViewerCache = ReturnType<typeof createViewerCache>;

/** The process's cache, read by the viewer resolver and cleared where sessions, users or roles change. */
export const viewerCache: ViewerCache = createViewerCache();
