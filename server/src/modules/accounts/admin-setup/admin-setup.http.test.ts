import { accountErrorCodes, accountRoutes } from '@roomcraft/contracts/accounts';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDeps, type TestApp } from '../../../../test/app';
import { buildApp } from '../../../app/http';
import { routeModules } from '../../../app/routes';
import type { RouteModule } from '../../../kernel/routes';
import { requireSuperAdmin } from '../auth/session';
import { createProfilesRepository } from '../profiles/profiles.repository';
import { signUpAndVerify, uniqueEmail } from '../accounts.test-support';

// A route only super admins may see, as the admin pages' routes will use it.
const adminProbe: RouteModule = {
  name: 'admin-probe',
  plugin: async (app) => {
    app.get('/api/admin/probe', async (request) => {
      const viewer = await requireSuperAdmin(request);
      return { userId: viewer.userId };
    });
  },
};

/**
 * The app with a logger whose lines the test can read (the setup token is only ever printed there, by the
 * start-up tasks).
 */
async function startApp(env: Record<string, string> = {}) {
  const lines: string[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
  const { deps, config, close } = await createTestDeps({
    env: { AUTH_RATE_LIMIT_MAX: '100000', AUTH_CODE_RESEND_SECONDS: '0', ...env },
    logger,
  });
  const app = await buildApp({ config, deps, routes: [...routeModules, adminProbe] });
  deps.lifecycle.onShutdown({ name: 'http', phase: 'http', close: () => app.close() });
  const testApp: TestApp = { app, deps, config, close };
  const logged = () => lines.map((line) => (JSON.parse(line) as { msg: string }).msg);
  return { testApp, logged };
}

const tokenIn = (messages: string[]) =>
  messages
    .map((message) => /^Admin setup token: (\S+) Open \/admin-setup while signed in/.exec(message)?.[1])
    .find(Boolean);

describe('first super admin by setup token', () => {
  let testApp: TestApp;
  let logged: () => string[];
  beforeAll(async () => {
    ({ testApp, logged } = await startApp());
  });
  afterAll(async () => {
    await testApp.close();
  });

  const setup = (token: string, cookie?: string) =>
    testApp.app.inject({
      method: 'POST',
      url: accountRoutes.completeAdminSetup.path,
      payload: { token },
      headers: cookie ? { cookie } : {},
    });
  const status = async () =>
    (await testApp.app.inject({ method: 'GET', url: accountRoutes.adminSetupStatus.path })).json();
  const probe = (cookie?: string) =>
    testApp.app.inject({ method: 'GET', url: '/api/admin/probe', headers: cookie ? { cookie } : {} });

  it('prints a one-time token at start, accepts it once from a signed-in user, then says done', async () => {
    const token = tokenIn(logged());
    expect(token).toBeDefined();
    expect(await status()).toEqual({ isSetupDone: false });

    expect((await setup(token as string)).statusCode).toBe(401);
    const first = await signUpAndVerify(testApp);
    const wrong = await setup('not-the-token', first.cookie);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ error: { code: accountErrorCodes.adminSetupTokenInvalid } });

    const done = await setup(token as string, first.cookie);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ isSuperAdmin: true });
    const me = await testApp.app.inject({
      method: 'GET',
      url: accountRoutes.me.path,
      headers: { cookie: first.cookie },
    });
    expect(me.json()).toMatchObject({ isSuperAdmin: true, isReviewer: false });
    expect(await status()).toEqual({ isSetupDone: true });

    const second = await signUpAndVerify(testApp);
    const again = await setup(token as string, second.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { code: accountErrorCodes.adminSetupDone } });

    expect((await probe(first.cookie)).statusCode).toBe(200);
  });

  it('shows admin routes as not found to reviewers, users and visitors', async () => {
    const reviewer = await signUpAndVerify(testApp);
    await createProfilesRepository({ db: testApp.deps.database.db }).setRole({
      userId: reviewer.userId,
      role: 'reviewer',
    });
    const me = await testApp.app.inject({
      method: 'GET',
      url: accountRoutes.me.path,
      headers: { cookie: reviewer.cookie },
    });
    expect(me.json()).toMatchObject({ isReviewer: true, isSuperAdmin: false, profile: { isReviewer: true } });
    const user = await signUpAndVerify(testApp);
    for (const cookie of [reviewer.cookie, user.cookie, undefined]) {
      const answer = await probe(cookie);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ error: { code: 'request.not_found' } });
    }
  });
});

describe('first super admin by ADMIN_EMAIL', () => {
  it('promotes that account when it verifies its email, and prints no token', async () => {
    const adminEmail = uniqueEmail('boss');
    const { testApp, logged } = await startApp({ ADMIN_EMAIL: adminEmail });
    try {
      expect(tokenIn(logged())).toBeUndefined();
      expect(logged().join('\n')).toContain(`${adminEmail} becomes super admin when it verifies its email`);
      const someoneElse = await signUpAndVerify(testApp);
      const boss = await signUpAndVerify(testApp, { email: adminEmail });
      const meOf = async (cookie: string) =>
        (await testApp.app.inject({ method: 'GET', url: accountRoutes.me.path, headers: { cookie } })).json();
      expect(await meOf(boss.cookie)).toMatchObject({ isSuperAdmin: true });
      expect(await meOf(someoneElse.cookie)).toMatchObject({ isSuperAdmin: false });
      const status = await testApp.app.inject({ method: 'GET', url: accountRoutes.adminSetupStatus.path });
      expect(status.json()).toEqual({ isSetupDone: true });
    } finally {
      await testApp.close();
    }
  });
});
