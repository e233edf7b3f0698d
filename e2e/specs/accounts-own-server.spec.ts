import { expect, test } from '@playwright/test';
import { readCodeFromMailbox, signUpAndVerify, uniqueEmail } from '../support/accounts';
import { OwnServer } from '../support/own-server';

// These tests need a server of their own: codes that expire after 2 s (AUTH_CODE_TTL_SECONDS; the shared
// server keeps them 10 minutes) and a fresh database whose one-time admin setup is still open.
const ttlSeconds = 2;
const server = new OwnServer({ AUTH_CODE_TTL_SECONDS: String(ttlSeconds) });

test.use({ baseURL: server.baseURL });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  await server.start();
});

test.afterAll(async () => {
  await server.stop();
});

test('an expired code is refused with a request for a new one', async ({ page }) => {
  const email = uniqueEmail('expired');
  await page.goto('/login?mode=sign-up');
  await page.getByLabel('First name').fill('Tom');
  await page.getByLabel('Last name').fill('Reyes');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('correct-horse-battery');
  await page.getByRole('button', { name: 'Create account' }).click();
  const code = await readCodeFromMailbox(page, { email });

  await page.waitForTimeout((ttlSeconds + 1) * 1000);
  await page.getByRole('textbox', { name: 'Enter 6-digit code' }).fill(code);
  await page.getByRole('button', { name: 'Verify email' }).click();

  const toast = page.locator('[data-sonner-toast]');
  await expect(toast.getByText('Verification Failed')).toBeVisible();
  await expect(toast.getByText('This code has expired. Request a new code.')).toBeVisible();
  await expect(page.getByText('This code can no longer be used. Request a new code below.')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('the first signed-in user claims admin setup with the token from the server log', async ({ page }) => {
  await page.goto('/admin-setup');
  await expect(page.getByRole('heading', { name: 'Sign in first' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in to continue' })).toHaveAttribute(
    'href',
    '/login?redirect=%2Fadmin-setup',
  );

  // Signed in, but no admin yet: the admin area stays hidden.
  await signUpAndVerify(page, { firstName: 'Ada' });
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Page Not Found' })).toBeVisible();

  await page.goto('/admin-setup');
  await page.getByLabel('Setup token').fill('not-the-token');
  await page.getByRole('button', { name: 'Become super admin' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'That setup token is not valid. Check the server log for the current token.',
  );

  await page.getByLabel('Setup token').fill(server.adminSetupToken());
  await page.getByRole('button', { name: 'Become super admin' }).click();
  await expect(page.getByRole('heading', { name: 'You are now a super admin' })).toBeVisible();
  await page.getByRole('link', { name: 'Open Admin Dashboard' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Page Not Found' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();

  await page.goto('/admin-setup');
  await expect(page.getByRole('heading', { name: 'Admin setup is complete' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open Admin Dashboard' })).toBeVisible();
});
