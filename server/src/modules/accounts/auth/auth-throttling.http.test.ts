import { accountErrorCodes, accountRoutes } from '@roomcraft/contracts/accounts';
import { errorCodes } from '@roomcraft/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/app';
import { createTestDb, type TestDb } from '../../../../test/test-db';
import { authThrottles } from '../auth.table';
import {
  createAccountsTestApp,
  password,
  post,
  signUpAndVerify,
  uniqueEmail,
} from '../accounts.test-support';

/** Moves every lock into the past, as if the back-off had been waited out. */
const waitOutLocks = (testApp: TestApp) =>
  testApp.deps.database.db.update(authThrottles).set({ lockedUntil: new Date(Date.now() - 1_000) });

describe('failed sign-ins', () => {
  let testDb: TestDb;
  let testApp: TestApp;
  let otherProcess: TestApp;
  beforeAll(async () => {
    testDb = await createTestDb();
    testApp = await createAccountsTestApp({ testDb });
    // A second app on the same database stands in for another server process.
    otherProcess = await createAccountsTestApp({ testDb, startQueue: false });
  });
  afterAll(async () => {
    // Each app closes the shared database on shutdown: the one with the running queue goes first.
    await testApp.close();
    await otherProcess.close();
    await testDb.close();
  });

  it('answers a wrong password and an unknown email identically, in similar time', async () => {
    const { email } = await signUpAndVerify(testApp);
    const wrongPassword = await post(testApp, accountRoutes.signInEmail.path, {
      email,
      password: 'not-the-password',
    });
    const unknownEmail = await post(testApp, accountRoutes.signInEmail.path, {
      email: uniqueEmail('nobody'),
      password,
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
    expect(wrongPassword.json()).toMatchObject({ error: { code: accountErrorCodes.invalidCredentials } });

    // Both hash a password: an unknown email must not answer in a fraction of the time.
    const time = async (body: { email: string; password: string }) => {
      const started = performance.now();
      await post(testApp, accountRoutes.signInEmail.path, body);
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      known.push(await time({ email, password: `wrong-${round}-password` }));
      unknown.push(await time({ email: uniqueEmail('nobody'), password }));
    }
    // The fastest of several rounds is the least disturbed by a busy machine. Without a dummy hash an
    // unknown email answers in a few ms against ~90 ms for a password check, far below this bound.
    expect(Math.min(...unknown)).toBeGreaterThan(Math.min(...known) * 0.3);
    await testApp.deps.database.db.delete(authThrottles);
  });

  it('takes as long to answer a code request or a sign-up for a known email as for an unknown one', async () => {
    const { email } = await signUpAndVerify(testApp);
    const median = (values: number[]) =>
      [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    const time = async (path: string, body: Record<string, unknown>) => {
      const started = performance.now();
      const response = await post(testApp, path, body);
      expect(response.statusCode, path).toBe(200);
      return performance.now() - started;
    };
    const rounds = [0, 1, 2, 3, 4];
    const resetKnown: number[] = [];
    const resetUnknown: number[] = [];
    const signUpKnown: number[] = [];
    const signUpNew: number[] = [];
    for (const round of rounds) {
      resetKnown.push(await time(accountRoutes.requestPasswordReset.path, { email }));
      resetUnknown.push(
        await time(accountRoutes.requestPasswordReset.path, { email: uniqueEmail('nobody') }),
      );
      const person = { password, firstName: 'Ada', lastName: `Round${round}` };
      signUpKnown.push(await time(accountRoutes.signUpEmail.path, { ...person, email }));
      signUpNew.push(await time(accountRoutes.signUpEmail.path, { ...person, email: uniqueEmail('new') }));
    }
    // Without the answer floors: 26 vs 17 ms (reset) and 122 vs 149 ms (sign-up) on these machines.
    expect(Math.abs(median(resetKnown) - median(resetUnknown))).toBeLessThan(25);
    expect(Math.abs(median(signUpKnown) - median(signUpNew))).toBeLessThan(25);
    await testApp.deps.database.db.delete(authThrottles);
  });

  it('backs off 2, 4, 8 s after 5 failures, in every process, and lets the right password in afterwards', async () => {
    const { email } = await signUpAndVerify(testApp);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const failed = await post(testApp, accountRoutes.signInEmail.path, {
        email,
        password: `wrong-${attempt}-password`,
      });
      expect(failed.statusCode).toBe(401);
    }
    // Even the right password waits now, and the other process knows.
    const locked = await post(otherProcess, accountRoutes.signInEmail.path, { email, password });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ error: { code: accountErrorCodes.signInThrottled } });
    expect(Number(locked.headers['retry-after'])).toBe(2);

    await waitOutLocks(testApp);
    expect(
      (await post(testApp, accountRoutes.signInEmail.path, { email, password: 'wrong-6-password' }))
        .statusCode,
    ).toBe(401);
    const longer = await post(testApp, accountRoutes.signInEmail.path, { email, password });
    expect(longer.statusCode).toBe(429);
    expect(Number(longer.headers['retry-after'])).toBeGreaterThanOrEqual(3);
    expect(Number(longer.headers['retry-after'])).toBeLessThanOrEqual(4);

    await waitOutLocks(testApp);
    expect(
      (await post(testApp, accountRoutes.signInEmail.path, { email, password: 'wrong-7-password' }))
        .statusCode,
    ).toBe(401);
    expect(
      Number(
        (await post(testApp, accountRoutes.signInEmail.path, { email, password })).headers['retry-after'],
      ),
    ).toBeGreaterThan(4);

    await waitOutLocks(testApp);
    expect((await post(testApp, accountRoutes.signInEmail.path, { email, password })).statusCode).toBe(200);
    // Success starts the count again: one more failure does not lock.
    expect(
      (await post(testApp, accountRoutes.signInEmail.path, { email, password: 'wrong-8-password' }))
        .statusCode,
    ).toBe(401);
    expect((await post(testApp, accountRoutes.signInEmail.path, { email, password })).statusCode).toBe(200);
  });

  it('lets no more than 5 of 20 parallel wrong passwords be tried, across processes', async () => {
    const { email } = await signUpAndVerify(testApp);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        post(index % 2 === 0 ? testApp : otherProcess, accountRoutes.signInEmail.path, {
          email,
          password: `parallel-${index}-password`,
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    await testApp.deps.database.db.delete(authThrottles);
  });

  it('backs off unknown emails the same way (no hint that the account is missing)', async () => {
    const email = uniqueEmail('nobody');
    for (let attempt = 1; attempt <= 5; attempt += 1)
      await post(testApp, accountRoutes.signInEmail.path, { email, password });
    const locked = await post(testApp, accountRoutes.signInEmail.path, { email, password });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ error: { code: accountErrorCodes.signInThrottled } });
  });
});

describe('per-address rate limit on auth routes', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createAccountsTestApp({ env: { AUTH_RATE_LIMIT_MAX: '3' } });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('answers 429 past AUTH_RATE_LIMIT_MAX requests from one address; others still get through', async () => {
    const attempt = (remoteAddress: string) =>
      testApp.app.inject({
        method: 'POST',
        url: accountRoutes.signInEmail.path,
        payload: { email: uniqueEmail('ip'), password },
        remoteAddress,
      });
    for (let index = 0; index < 3; index += 1) expect((await attempt('203.0.113.7')).statusCode).toBe(401);
    const limited = await attempt('203.0.113.7');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: { code: errorCodes.rateLimited } });
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await attempt('198.51.100.9')).statusCode).toBe(401);
  });
});

describe('cross-site protection of auth routes', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createAccountsTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('refuses a sign-in posted from another site', async () => {
    const { email } = await signUpAndVerify(testApp);
    const fromOrigin = await post(
      testApp,
      accountRoutes.signInEmail.path,
      { email, password },
      { origin: 'https://evil.example' },
    );
    expect(fromOrigin.statusCode).toBe(403);
    expect(fromOrigin.json()).toMatchObject({ error: { code: errorCodes.csrf } });
    expect(fromOrigin.cookies).toHaveLength(0);
    const fromFetchMetadata = await post(
      testApp,
      accountRoutes.signInEmail.path,
      { email, password },
      { 'sec-fetch-site': 'cross-site' },
    );
    expect(fromFetchMetadata.statusCode).toBe(403);
    const sameSite = await post(
      testApp,
      accountRoutes.signInEmail.path,
      { email, password },
      { origin: 'http://localhost:3000' },
    );
    expect(sameSite.statusCode).toBe(200);
  });

  it('accepts a signed-in request from the host the app was opened at, as the cross-site guard does', async () => {
    // PUBLIC_URL says localhost:3000; the browser opened 127.0.0.1:41234 (e2e, LAN access).
    const { cookie } = await signUpAndVerify(testApp);
    const answer = await testApp.app.inject({
      method: 'POST',
      url: accountRoutes.signOut.path,
      headers: { cookie, origin: 'http://127.0.0.1:41234', host: '127.0.0.1:41234' },
    });
    expect(answer.statusCode).toBe(200);
  });

  it('refuses a cross-site sign-out carrying the session cookie', async () => {
    const { cookie } = await signUpAndVerify(testApp);
    const answer = await testApp.app.inject({
      method: 'POST',
      url: accountRoutes.signOut.path,
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(answer.statusCode).toBe(403);
    const me = await testApp.app.inject({ method: 'GET', url: accountRoutes.me.path, headers: { cookie } });
    expect(me.statusCode).toBe(200);
  });
});
