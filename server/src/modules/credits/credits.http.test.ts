import { pathOf } from '@roomcraft/contracts/api-routes';
import { creditRoutes, creditTopic } from '@roomcraft/contracts/credits';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app';
import { createAccountsTestApp, signUpAndVerify } from '../accounts/accounts.test-support';
import { createProfilesRepository } from '../accounts';
import { balanceCache } from './balance-cache';
import { reserveCredits, settleCredits } from './credits.usecases';
import { creditAccounts } from './credits.table';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createAccountsTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const get = (url: string, cookie?: string) =>
  testApp.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const adminGrantUrl = (userId: string) => pathOf(creditRoutes.adminGrant, { userId });
const postGrant = (userId: string, payload: Record<string, unknown>, cookie?: string) =>
  testApp.app.inject({
    method: 'POST',
    url: adminGrantUrl(userId),
    payload,
    headers: cookie ? { cookie } : {},
  });

async function signUpAdmin() {
  const account = await signUpAndVerify(testApp);
  await createProfilesRepository({ db: testApp.deps.database.db }).setRole({
    userId: account.userId,
    role: 'super_admin',
  });
  return account;
}

describe('GET /api/credits', () => {
  it('answers 401 Authentication required when signed out', async () => {
    for (const url of [creditRoutes.balance.path, creditRoutes.history.path]) {
      const response = await get(url);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ error: { message: 'Authentication required' } });
    }
  });

  it('shows the 5 welcome credits once, however many tabs read at the same time', async () => {
    const { cookie } = await signUpAndVerify(testApp);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => get(creditRoutes.balance.path, cookie)),
    );
    for (const response of responses) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ freeCredits: 5, premiumCredits: 0, totalCredits: 5 });
    }
    const history = await get(`${creditRoutes.history.path}?limit=10`, cookie);
    expect(history.json().entries).toEqual([
      expect.objectContaining({ kind: 'welcome', pool: 'free', delta: 5, note: 'Welcome credits' }),
    ]);
  });

  it('reads the balance with a few plain selects, no transaction or row lock, once today is paid', async () => {
    const { cookie, userId } = await signUpAndVerify(testApp);
    expect((await get(creditRoutes.balance.path, cookie)).json().totalCredits).toBe(5);
    await get(creditRoutes.balance.path, cookie); // the first read granted the welcome credits: not kept
    // Polled again within a couple of seconds: answered from memory (balance-cache.ts).
    expect(await recordStatements(() => get(creditRoutes.balance.path, cookie))).toEqual([]);
    balanceCache.forget(userId);
    const statements = await recordStatements(() => get(creditRoutes.balance.path, cookie));
    expect(statements.length).toBeGreaterThan(0);
    expect(statements.filter((text) => /for update|^\s*(insert|update|delete|begin)\b/i.test(text))).toEqual(
      [],
    );
    // The session was looked up by the read before (cached for a few seconds, ADR 040); the account and
    // whether a welcome or legacy grant waits, in one.
    expect(statements.length).toBe(1);
  });

  it('tops free credits back up to 5 on a new UTC day', async () => {
    const { cookie, userId } = await signUpAndVerify(testApp);
    await get(creditRoutes.balance.path, cookie);
    const deps = testApp.deps;
    const { reservationId } = await reserveCredits({
      ...deps,
      userId,
      feature: 'STYLE_TRANSFER',
      amount: 4,
      reference: 'style:1',
    });
    await settleCredits({ ...deps, reservationId, amount: 4, reference: 'done' });
    expect((await get(creditRoutes.balance.path, cookie)).json()).toMatchObject({ totalCredits: 1 });
    // A day passes: the last daily check was yesterday.
    await deps.database.db
      .update(creditAccounts)
      .set({ dailyCheckedOn: '2000-01-01' })
      .where(eq(creditAccounts.userId, userId));
    // The edit stands in for the date changing, which the cache checks by itself (balance-cache.test.ts).
    balanceCache.forget(userId);
    expect((await get(creditRoutes.balance.path, cookie)).json()).toEqual({
      freeCredits: 5,
      premiumCredits: 0,
      totalCredits: 5,
    });
    const history = (await get(creditRoutes.history.path, cookie)).json().entries as {
      kind: string;
      delta: number;
    }[];
    expect(history.map((entry) => [entry.kind, entry.delta])).toEqual([
      ['daily_free', 4],
      ['spend', -4],
      ['welcome', 5],
    ]);
  });
});

describe('balance cache', () => {
  it('shows a change made by another process as soon as its credits event arrives', async () => {
    const { cookie, userId } = await signUpAndVerify(testApp);
    await get(creditRoutes.balance.path, cookie); // grants the welcome credits
    expect((await get(creditRoutes.balance.path, cookie)).json()).toMatchObject({ totalCredits: 5 });
    // Another process spent credits: this one only sees the row change and that process's live event.
    await testApp.deps.database.db
      .update(creditAccounts)
      .set({ freeCredits: 2 })
      .where(eq(creditAccounts.userId, userId));
    expect((await get(creditRoutes.balance.path, cookie)).json()).toMatchObject({ totalCredits: 5 });
    await testApp.deps.events.publish({ topics: [creditTopic], userId });
    await expect.poll(async () => (await get(creditRoutes.balance.path, cookie)).json().totalCredits).toBe(2);
  });

  it('shows a spend at once in the process that made it', async () => {
    const { cookie, userId } = await signUpAndVerify(testApp);
    await get(creditRoutes.balance.path, cookie); // grants the welcome credits
    expect((await get(creditRoutes.balance.path, cookie)).json()).toMatchObject({ totalCredits: 5 });
    await reserveCredits({ ...testApp.deps, userId, feature: 'STYLE_TRANSFER', amount: 2, reference: 'r:1' });
    expect((await get(creditRoutes.balance.path, cookie)).json()).toMatchObject({ totalCredits: 3 });
  });
});

describe('POST /api/admin/users/:userId/credits', () => {
  it('lets a super admin grant credits the user sees', async () => {
    const admin = await signUpAdmin();
    const user = await signUpAndVerify(testApp);
    const response = await postGrant(
      user.userId,
      { amount: 10, pool: 'premium', note: 'Goodwill' },
      admin.cookie,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ balance: { freeCredits: 5, premiumCredits: 10, totalCredits: 15 } });
    expect((await get(creditRoutes.balance.path, user.cookie)).json()).toMatchObject({ totalCredits: 15 });
    const history = (await get(creditRoutes.history.path, user.cookie)).json().entries;
    expect(history[0]).toMatchObject({ kind: 'admin_grant', pool: 'premium', delta: 10, note: 'Goodwill' });
  });

  it('is a 404 for everyone else and for unknown users', async () => {
    const user = await signUpAndVerify(testApp);
    const other = await signUpAndVerify(testApp);
    expect((await postGrant(other.userId, { amount: 5, pool: 'free' }, user.cookie)).statusCode).toBe(404);
    expect((await postGrant(other.userId, { amount: 5, pool: 'free' })).statusCode).toBe(404);
    expect((await get(creditRoutes.balance.path, other.cookie)).json()).toMatchObject({ totalCredits: 5 });

    const admin = await signUpAdmin();
    expect((await postGrant('no-such-user', { amount: 5, pool: 'free' }, admin.cookie)).statusCode).toBe(404);
    expect((await postGrant(other.userId, { amount: 0, pool: 'free' }, admin.cookie)).statusCode).toBe(400);
  });

  // The caller's role is cached with their session for a few seconds (ADR 040): a change must not wait.
  it('follows a role change on the very next request, granted and taken away', async () => {
    const user = await signUpAndVerify(testApp);
    const profiles = createProfilesRepository({ db: testApp.deps.database.db });
    const grant = () => postGrant(user.userId, { amount: 1, pool: 'free' }, user.cookie);
    expect((await grant()).statusCode).toBe(404);
    await profiles.setRole({ userId: user.userId, role: 'super_admin' });
    expect((await grant()).statusCode).toBe(200);
    await profiles.setRole({ userId: user.userId, role: 'user' });
    expect((await grant()).statusCode).toBe(404);
  });
});

/** The SQL the app sends while `run` runs (the job queue's own polling left out). */
async function recordStatements(run: () => Promise<unknown>): Promise<string[]> {
  const statements: string[] = [];
  const { pglite, pool } = testApp.deps.database;
  const record = (text: unknown) => {
    const sql = typeof text === 'string' ? text : String((text as { text?: unknown })?.text ?? '');
    if (!sql.includes('pgboss')) statements.push(sql);
  };
  const restore: (() => void)[] = [];
  if (pglite) {
    const { query, transaction } = pglite;
    pglite.query = ((text: string, ...rest: never[]) => {
      record(text);
      return query.call(pglite, text, ...rest);
    }) as typeof pglite.query;
    pglite.transaction = ((callback: never) => {
      record('begin');
      return transaction.call(pglite, callback);
    }) as typeof pglite.transaction;
    restore.push(() => Object.assign(pglite, { query, transaction }));
  }
  if (pool) {
    // pg's Pool.query checks a client out through connect() too: record what each client runs (a
    // transaction shows as its own BEGIN statement), not the check-outs.
    type Client = { query: (...args: unknown[]) => unknown };
    const { connect } = pool;
    const wrapped = new WeakSet<Client>();
    const wrap = (client: Client | undefined) => {
      // A pooled client comes back on every check-out: wrap it once.
      if (!client || wrapped.has(client)) return client;
      wrapped.add(client);
      const { query } = client;
      client.query = (text: unknown, ...rest: unknown[]) => {
        record(text);
        return query.call(client, text, ...rest);
      };
      restore.push(() => Object.assign(client, { query }));
      return client;
    };
    pool.connect = ((callback?: (error: unknown, client?: Client, done?: unknown) => void) => {
      const original = connect as (...args: unknown[]) => unknown;
      if (typeof callback === 'function') {
        return original.call(pool, (error: unknown, client?: Client, done?: unknown) =>
          callback(error, wrap(client), done),
        );
      }
      return (original.call(pool) as Promise<Client>).then(wrap);
    }) as typeof pool.connect;
    restore.push(() => Object.assign(pool, { connect }));
  }
  try {
    await run();
  } finally {
    for (const undo of restore.reverse()) undo();
  }
  return statements;
}
