import { accountRoutes } from '@roomcraft/contracts/accounts';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp, type TestDepsOptions } from '../../../test/app';
import { createEmailRepository } from '../../providers/email/email.repository';

/**
 * Helpers for accounts HTTP tests: a test app with generous per-IP limits (tests make many requests from
 * one address), sign-up and verification through the real routes, codes read from the outbox.
 */
export async function createAccountsTestApp(options: TestDepsOptions = {}): Promise<TestApp> {
  return createTestApp({
    // Started so mails can be enqueued for delivery, as in the app; no worker runs them.
    startQueue: true,
    ...options,
    env: {
      AUTH_RATE_LIMIT_MAX: '100000',
      RATE_LIMIT_MAX: '100000',
      AUTH_CODE_RESEND_SECONDS: '0',
      ...options.env,
    },
  });
}

let counter = 0;
export const uniqueEmail = (prefix = 'user') => `${prefix}-${Date.now()}-${(counter += 1)}@example.com`;

export const password = 'correct-horse-battery';

/** `name=value; name2=value2` from a response's Set-Cookie headers, for the next request. */
export function cookieHeader(response: LightMyRequestResponse): string {
  return response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

/** The 6-digit code in the newest mail to `email` (the outbox is what SMTP or the dev mailbox would get). */
export async function latestCode(testApp: TestApp, email: string): Promise<string> {
  const { mails } = await createEmailRepository({ db: testApp.deps.database.db }).listRecent({
    limit: 1,
    to: email,
  });
  const code = mails[0]?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

export async function mailCount(testApp: TestApp, email: string): Promise<number> {
  const { mails } = await createEmailRepository({ db: testApp.deps.database.db }).listRecent({
    limit: 200,
    to: email,
  });
  return mails.length;
}

export function post(testApp: TestApp, url: string, payload: unknown, headers: Record<string, string> = {}) {
  return testApp.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers });
}

export async function signUp(
  testApp: TestApp,
  {
    email = uniqueEmail(),
    firstName = 'Ana',
    lastName = 'Lima',
  }: { email?: string; firstName?: string; lastName?: string } = {},
) {
  const response = await post(testApp, accountRoutes.signUpEmail.path, {
    email,
    password,
    firstName,
    lastName,
  });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  return { email, response };
}

/** Signs up and verifies; returns the session cookie header of the signed-in account. */
export async function signUpAndVerify(
  testApp: TestApp,
  options: { email?: string; firstName?: string; lastName?: string } = {},
): Promise<{ email: string; cookie: string; userId: string }> {
  const { email } = await signUp(testApp, options);
  const verified = await post(testApp, accountRoutes.verifyEmail.path, {
    email,
    otp: await latestCode(testApp, email),
  });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.statusCode} ${verified.body}`);
  const userId = (verified.json() as { user: { id: string } }).user.id;
  return { email, cookie: cookieHeader(verified), userId };
}
