import { accountErrorCodes, accountRoutes } from '@roomcraft/contracts/accounts';
import { errorCodes } from '@roomcraft/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/app';
import { createEmailRepository } from '../../../providers/email/email.repository';
import {
  cookieHeader,
  createAccountsTestApp,
  latestCode,
  mailCount,
  password,
  post,
  signUp,
  signUpAndVerify,
  uniqueEmail,
} from '../accounts.test-support';

const me = (testApp: TestApp, cookie?: string) =>
  testApp.app.inject({ method: 'GET', url: accountRoutes.me.path, headers: cookie ? { cookie } : {} });

describe('sign-up, email code, sign-in and sign-out', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createAccountsTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('mails a code, verifies it, signs the user in and /api/me answers', async () => {
    const { email, response } = await signUp(testApp, { firstName: 'Ana', lastName: 'Lima' });
    expect(response.json()).toMatchObject({
      user: { email, emailVerified: false, firstName: 'Ana', lastName: 'Lima' },
    });
    expect(response.cookies).toHaveLength(0);
    const code = await latestCode(testApp, email);
    expect(code).toMatch(/^\d{6}$/);

    const verified = await post(testApp, accountRoutes.verifyEmail.path, { email, otp: code });
    expect(verified.statusCode).toBe(200);
    expect(JSON.stringify(verified.json())).not.toContain('"token"');
    const answer = await me(testApp, cookieHeader(verified));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      user: {
        email,
        emailVerified: true,
        firstName: 'Ana',
        lastName: 'Lima',
        fullName: 'Ana Lima',
        username: null,
      },
      profile: { firstName: 'Ana', lastName: 'Lima', avatarUrl: null, isReviewer: false },
      isSuperAdmin: false,
      isReviewer: false,
      organizations: [],
    });
  });

  it('says the code plainly in the mail', async () => {
    const { email } = await signUp(testApp);
    const code = await latestCode(testApp, email);
    const { mails } = await createEmailRepository({ db: testApp.deps.database.db }).listRecent({
      limit: 1,
      to: email,
    });
    expect(mails[0]?.subject).toContain(code);
    expect(mails[0]?.text).toContain(`    ${code}\n`);
    expect(mails[0]?.text).toContain('expires in 10 minutes');
  });

  it('refuses incomplete sign-ups with field details', async () => {
    const missing = await post(testApp, accountRoutes.signUpEmail.path, {
      email: uniqueEmail(),
      password,
      firstName: 'Ana',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      error: { code: errorCodes.validation, details: { lastName: expect.any(String) } },
    });
    const short = await post(testApp, accountRoutes.signUpEmail.path, {
      email: uniqueEmail(),
      password: 'short',
      firstName: 'Ana',
      lastName: 'Lima',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ error: { details: { password: expect.any(String) } } });
  });

  it('answers a second sign-up for a taken email like a new one, without a second account', async () => {
    const { email } = await signUpAndVerify(testApp);
    const again = await post(testApp, accountRoutes.signUpEmail.path, {
      email,
      password: 'another-password',
      firstName: 'X',
      lastName: 'Y',
    });
    expect(again.statusCode).toBe(200);
    const signIn = await post(testApp, accountRoutes.signInEmail.path, {
      email,
      password: 'another-password',
    });
    expect(signIn.statusCode).toBe(401);
  });

  it('rejects a wrong code and accepts the right one afterwards', async () => {
    const { email } = await signUp(testApp);
    const code = await latestCode(testApp, email);
    const wrong = await post(testApp, accountRoutes.verifyEmail.path, {
      email,
      otp: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: { code: accountErrorCodes.invalidCode } });
    expect((await post(testApp, accountRoutes.verifyEmail.path, { email, otp: code })).statusCode).toBe(200);
  });

  it('kills the code after 5 wrong tries; a new code works', async () => {
    const { email } = await signUp(testApp);
    const code = await latestCode(testApp, email);
    const wrongCode = code === '123456' ? '654321' : '123456';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await post(testApp, accountRoutes.verifyEmail.path, { email, otp: wrongCode });
      expect(wrong.json()).toMatchObject({ error: { code: accountErrorCodes.invalidCode } });
    }
    const dead = await post(testApp, accountRoutes.verifyEmail.path, { email, otp: code });
    expect(dead.statusCode).toBe(403);
    expect(dead.json()).toMatchObject({ error: { code: accountErrorCodes.codeAttemptsExhausted } });

    const resent = await post(testApp, accountRoutes.sendVerificationOtp.path, {
      email,
      type: 'email-verification',
    });
    expect(resent.statusCode).toBe(200);
    const fresh = await latestCode(testApp, email);
    expect((await post(testApp, accountRoutes.verifyEmail.path, { email, otp: fresh })).statusCode).toBe(200);
  });

  it('refuses sign-in before verification with a clear 403 and mails a new code', async () => {
    const { email } = await signUp(testApp);
    const before = await mailCount(testApp, email);
    const refused = await post(testApp, accountRoutes.signInEmail.path, { email, password });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: { code: accountErrorCodes.emailNotVerified } });
    expect(refused.cookies).toHaveLength(0);
    expect(await mailCount(testApp, email)).toBe(before + 1);
    const verified = await post(testApp, accountRoutes.verifyEmail.path, {
      email,
      otp: await latestCode(testApp, email),
    });
    expect(verified.statusCode).toBe(200);
    expect((await post(testApp, accountRoutes.signInEmail.path, { email, password })).statusCode).toBe(200);
  });

  it('sets an httpOnly, SameSite=Lax session cookie (not Secure over http)', async () => {
    const { email } = await signUpAndVerify(testApp);
    const signedIn = await post(testApp, accountRoutes.signInEmail.path, { email, password });
    expect(signedIn.statusCode).toBe(200);
    const session = signedIn.cookies.find((cookie) => cookie.name === 'roomcraft.session_token');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(session?.secure).toBeFalsy();
    // Public pages read this hint to know a session exists (a sign-in through the API alone included).
    const hint = signedIn.cookies.find((cookie) => cookie.name === 'rc_signed_in');
    expect(hint).toMatchObject({ value: '1', sameSite: 'Lax', path: '/' });
    expect(hint?.httpOnly).toBeFalsy();
    expect(signedIn.json()).toMatchObject({ user: { email } });
    expect(JSON.stringify(signedIn.json())).not.toContain('token');
  });

  it('signing out clears the cookie and ends the session', async () => {
    const { cookie } = await signUpAndVerify(testApp);
    expect((await me(testApp, cookie)).statusCode).toBe(200);
    const session = await testApp.app.inject({
      method: 'GET',
      url: accountRoutes.getSession.path,
      headers: { cookie },
    });
    expect(session.json()).toMatchObject({
      user: { emailVerified: true },
      session: { userId: expect.any(String) },
    });
    const signedOut = await testApp.app.inject({
      method: 'POST',
      url: accountRoutes.signOut.path,
      headers: { cookie },
    });
    expect(signedOut.statusCode).toBe(200);
    const cleared = signedOut.cookies.find((entry) => entry.name === 'roomcraft.session_token');
    expect(cleared?.value).toBe('');
    expect(signedOut.cookies.find((entry) => entry.name === 'rc_signed_in')).toMatchObject({
      value: '',
      maxAge: 0,
    });
    expect((await me(testApp, cookie)).statusCode).toBe(401);
    const none = await testApp.app.inject({
      method: 'GET',
      url: accountRoutes.getSession.path,
      headers: { cookie },
    });
    expect(none.json()).toBeNull();
  });

  it('signs out a cookie whose signature was tampered with, and one for an ended session', async () => {
    const { cookie } = await signUpAndVerify(testApp);
    const token = /roomcraft\.session_token=([^;]+)/.exec(cookie)?.[1] ?? '';
    const [value = ''] = decodeURIComponent(token).split('.');
    const forged = `roomcraft.session_token=${encodeURIComponent(`${value}.${'A'.repeat(43)}=`)}`;
    expect((await me(testApp, forged)).statusCode).toBe(401);
    expect((await me(testApp, cookie)).statusCode).toBe(200);
    await testApp.app.inject({ method: 'POST', url: accountRoutes.signOut.path, headers: { cookie } });
    expect((await me(testApp, cookie)).statusCode).toBe(401);
  });

  it('answers /api/me with 401 auth.unauthorized when signed out', async () => {
    const answer = await me(testApp);
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toMatchObject({ error: { code: errorCodes.unauthorized } });
  });

  it('resets a password with an emailed code', async () => {
    const { email } = await signUpAndVerify(testApp);
    expect((await post(testApp, accountRoutes.requestPasswordReset.path, { email })).statusCode).toBe(200);
    const code = await latestCode(testApp, email);
    const reset = await post(testApp, accountRoutes.resetPassword.path, {
      email,
      otp: code,
      password: 'a-brand-new-password',
    });
    expect(reset.statusCode).toBe(200);
    expect((await post(testApp, accountRoutes.signInEmail.path, { email, password })).statusCode).toBe(401);
    expect(
      (await post(testApp, accountRoutes.signInEmail.path, { email, password: 'a-brand-new-password' }))
        .statusCode,
    ).toBe(200);
    // The code is used up.
    const again = await post(testApp, accountRoutes.resetPassword.path, {
      email,
      otp: code,
      password: 'yet-another-password',
    });
    expect(again.json()).toMatchObject({ error: { code: accountErrorCodes.invalidCode } });
  });

  it('answers a reset request for an unknown email like a known one, and mails nothing', async () => {
    const email = uniqueEmail('nobody');
    const answer = await post(testApp, accountRoutes.requestPasswordReset.path, { email });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ success: true });
    expect(await mailCount(testApp, email)).toBe(0);
  });

  it('changes the password of the signed-in user, who must know the current one', async () => {
    const { email, cookie } = await signUpAndVerify(testApp);
    const change = (currentPassword: string) =>
      testApp.app.inject({
        method: 'POST',
        url: accountRoutes.changePassword.path,
        payload: { currentPassword, newPassword: 'changed-password-1' },
        headers: { cookie },
      });
    expect((await change('not-my-password')).statusCode).toBe(400);
    expect((await change(password)).statusCode).toBe(200);
    expect(
      (await post(testApp, accountRoutes.signInEmail.path, { email, password: 'changed-password-1' }))
        .statusCode,
    ).toBe(200);
  });

  // Sessions are cached a few seconds per process (ADR 040): these read /api/me right before the change,
  // so the cached entry is fresh, and must be refused or changed on the very next request.
  it('a password reset ends every session of the account at once', async () => {
    const { email, cookie } = await signUpAndVerify(testApp);
    expect((await me(testApp, cookie)).statusCode).toBe(200);
    await post(testApp, accountRoutes.requestPasswordReset.path, { email });
    const otp = await latestCode(testApp, email);
    const reset = await post(testApp, accountRoutes.resetPassword.path, {
      email,
      otp,
      password: 'reset-password-2',
    });
    expect(reset.statusCode).toBe(200);
    expect((await me(testApp, cookie)).statusCode).toBe(401);
  });

  it('a password change that revokes other sessions refuses them at once', async () => {
    const { email, cookie } = await signUpAndVerify(testApp);
    const other = cookieHeader(await post(testApp, accountRoutes.signInEmail.path, { email, password }));
    expect((await me(testApp, other)).statusCode).toBe(200);
    const change = await testApp.app.inject({
      method: 'POST',
      url: accountRoutes.changePassword.path,
      payload: { currentPassword: password, newPassword: 'changed-password-2', revokeOtherSessions: true },
      headers: { cookie },
    });
    expect(change.statusCode).toBe(200);
    expect((await me(testApp, other)).statusCode).toBe(401);
  });

  it('does not offer sign-in by emailed code (it would drop the password login)', async () => {
    const answer = await post(testApp, '/api/auth/sign-in/email-otp', {
      email: uniqueEmail(),
      otp: '123456',
    });
    expect(answer.statusCode).toBe(404);
  });
});
