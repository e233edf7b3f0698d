import { accountErrorCodes, accountRoutes } from '@roomcraft/contracts/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/app';
import { createAccountsTestApp, latestCode, post, signUp, uniqueEmail } from '../accounts.test-support';

describe('code expiry and resend cool-down', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createAccountsTestApp({
      env: { AUTH_CODE_TTL_SECONDS: '1', AUTH_CODE_RESEND_SECONDS: '60' },
    });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('rejects an expired code', async () => {
    const { email } = await signUp(testApp);
    const code = await latestCode(testApp, email);
    await new Promise((resolve) => setTimeout(resolve, 1_300));
    const expired = await post(testApp, accountRoutes.verifyEmail.path, { email, otp: code });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ error: { code: accountErrorCodes.codeExpired } });
  });

  it('answers a resend within the cool-down with 429 and Retry-After, for known and unknown emails alike', async () => {
    const { email } = await signUp(testApp);
    const early = await post(testApp, accountRoutes.sendVerificationOtp.path, {
      email,
      type: 'email-verification',
    });
    expect(early.statusCode).toBe(429);
    expect(early.json()).toMatchObject({ error: { code: accountErrorCodes.codeCooldown } });
    expect(Number(early.headers['retry-after'])).toBeGreaterThan(50);

    const unknown = uniqueEmail('ghost');
    expect(
      (
        await post(testApp, accountRoutes.sendVerificationOtp.path, {
          email: unknown,
          type: 'email-verification',
        })
      ).statusCode,
    ).toBe(200);
    const unknownAgain = await post(testApp, accountRoutes.sendVerificationOtp.path, {
      email: unknown,
      type: 'email-verification',
    });
    expect(unknownAgain.statusCode).toBe(429);
    expect(unknownAgain.json()).toEqual(early.json());
  });
});

describe('secure cookies behind https', () => {
  it('marks the session cookie Secure when PUBLIC_URL is https', async () => {
    const testApp = await createAccountsTestApp({ env: { PUBLIC_URL: 'https://roomcraft.example' } });
    try {
      const { email } = await signUp(testApp);
      const verified = await post(testApp, accountRoutes.verifyEmail.path, {
        email,
        otp: await latestCode(testApp, email),
      });
      const session = verified.cookies.find((cookie) => cookie.name.endsWith('roomcraft.session_token'));
      expect(session).toMatchObject({
        name: '__Secure-roomcraft.session_token',
        secure: true,
        httpOnly: true,
        sameSite: 'Lax',
      });
    } finally {
      await testApp.close();
    }
  });
});
