import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { accountRoutes } from '@roomcraft/contracts/accounts';
import { devRoutes } from '@roomcraft/contracts/dev';

export interface TestAccount {
  userId: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

let counter = 0;

/** A fresh, unique email address for one test (the dev mailbox is filtered by it). */
export function uniqueEmail(prefix = 'e2e'): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

function requestOf(target: Page | APIRequestContext): APIRequestContext {
  // page.request shares the browser context's cookie jar: the session cookie set here signs the tab in.
  return 'goto' in target ? target.request : target;
}

/**
 * The newest 6-digit code mailed to `email`, read from the dev mailbox (`GET /api/dev/mailbox?to=`).
 * Waits up to `timeoutMs` for it to arrive; `after` skips codes sent before that ISO time.
 */
export async function readCodeFromMailbox(
  target: Page | APIRequestContext,
  { email, after, timeoutMs = 10_000 }: { email: string; after?: string; timeoutMs?: number },
): Promise<string> {
  const request = requestOf(target);
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(
          `${devRoutes.mailbox.path}?to=${encodeURIComponent(email)}&limit=5`,
        );
        if (!response.ok()) return undefined;
        const { mails } = (await response.json()) as { mails: { text: string; createdAt: string }[] };
        const mail = mails.find((candidate) => !after || candidate.createdAt > after);
        code = mail?.text.match(/\b(\d{6})\b/)?.[1];
        return code;
      },
      { timeout: timeoutMs, message: `no verification code mailed to ${email}` },
    )
    .toMatch(/^\d{6}$/);
  return code as string;
}

/**
 * Signs up a new account, reads its 6-digit code from the dev mailbox and verifies it. Verifying signs
 * the account in: with a Page, its browser context now carries the session cookie.
 */
export async function signUpAndVerify(
  target: Page | APIRequestContext,
  {
    email = uniqueEmail(),
    password = 'correct-horse-battery',
    firstName = 'Ada',
    lastName = 'Tester',
  }: Partial<Omit<TestAccount, 'userId'>> = {},
): Promise<TestAccount> {
  const request = requestOf(target);
  const signUp = await request.post(accountRoutes.signUpEmail.path, {
    data: { email, password, firstName, lastName, name: `${firstName} ${lastName}` },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  const otp = await readCodeFromMailbox(target, { email });
  const verified = await request.post(accountRoutes.verifyEmail.path, { data: { email, otp } });
  expect(verified.status(), await verified.text()).toBe(200);
  const { user } = (await verified.json()) as { user: { id: string } };
  return { userId: user.id, email, password, firstName, lastName };
}

/** Signs an existing (verified) account in; with a Page, its browser context gets the session cookie. */
export async function signIn(
  target: Page | APIRequestContext,
  { email, password }: Pick<TestAccount, 'email' | 'password'>,
): Promise<void> {
  const response = await requestOf(target).post(accountRoutes.signInEmail.path, {
    data: { email, password },
  });
  expect(response.status(), await response.text()).toBe(200);
}
