import { accountRoutes } from '@roomcraft/contracts/accounts';
import { errorCodes } from '@roomcraft/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/app';
import { activityLogs } from '../activity.table';
import { createAccountsTestApp, password, post, signUpAndVerify } from '../accounts.test-support';
import { createActivityRepository } from './activity.repository';

const chromeOnWindows =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const safariOnIphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1';

describe('activity log', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createAccountsTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  const logsOf = async (userId: string) =>
    (await createActivityRepository({ db: testApp.deps.database.db }).listForUser({ userId })).logs;
  const report = (payload: unknown, headers: Record<string, string>) =>
    testApp.app.inject({
      method: 'POST',
      url: accountRoutes.logActivity.path,
      payload: payload as object,
      headers,
    });

  it('records what the web app reports, with device info read from the User-Agent', async () => {
    const { cookie, userId } = await signUpAndVerify(testApp);
    const answer = await report(
      { action: 'gallery_view', description: 'Opened the gallery', metadata: { count: 3 } },
      { cookie, 'user-agent': safariOnIphone },
    );
    expect(answer.statusCode).toBe(204);
    const [latest] = await logsOf(userId);
    expect(latest).toMatchObject({
      action: 'gallery_view',
      description: 'Opened the gallery',
      metadata: { count: 3 },
      success: true,
      userAgent: safariOnIphone,
      deviceInfo: { device: 'mobile Apple iPhone', browser: 'Mobile Safari 17', os: 'iOS 17.2' },
    });
    expect(latest?.sessionId).toEqual(expect.any(String));
  });

  it('refuses unknown actions and visitors', async () => {
    const { cookie } = await signUpAndVerify(testApp);
    const bad = await report({ action: 'teleport' }, { cookie });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      error: { code: errorCodes.validation, details: { action: expect.any(String) } },
    });
    expect((await report({ action: 'gallery_view' }, {})).statusCode).toBe(401);
  });

  it('logs a login at most once per 5 minutes, and every logout', async () => {
    const { email, userId, cookie } = await signUpAndVerify(testApp);
    const logins = async () => (await logsOf(userId)).filter((log) => log.action === 'login');
    expect(await logins()).toHaveLength(1);

    const signIn = () =>
      post(testApp, accountRoutes.signInEmail.path, { email, password }, { 'user-agent': chromeOnWindows });
    expect((await signIn()).statusCode).toBe(200);
    expect((await report({ action: 'login' }, { cookie })).statusCode).toBe(204);
    expect(await logins()).toHaveLength(1);

    // Six minutes later (the earlier login moved back in time) a new one counts.
    await testApp.deps.database.db
      .update(activityLogs)
      .set({ createdAt: new Date(Date.now() - 6 * 60 * 1000) });
    const later = await signIn();
    expect(later.statusCode).toBe(200);
    const recorded = await logins();
    expect(recorded).toHaveLength(2);
    expect(recorded[0]?.deviceInfo).toEqual({ device: 'desktop', browser: 'Chrome 120', os: 'Windows 10' });

    const cookieHeader = later.cookies.map((entry) => `${entry.name}=${entry.value}`).join('; ');
    expect(
      (
        await testApp.app.inject({
          method: 'POST',
          url: accountRoutes.signOut.path,
          headers: { cookie: cookieHeader },
        })
      ).statusCode,
    ).toBe(200);
    expect((await logsOf(userId)).filter((log) => log.action === 'logout')).toHaveLength(1);
  });
});
