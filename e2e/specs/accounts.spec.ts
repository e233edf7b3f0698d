import { expect, test, type Page } from '@playwright/test';
import { readCodeFromMailbox, signUpAndVerify, uniqueEmail } from '../support/accounts';

const password = 'correct-horse-battery';

async function fillSignUp(page: Page, email: string) {
  await page.getByLabel('First name').fill('Maya');
  await page.getByLabel('Last name').fill('Okafor');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
}

async function signInThroughForm(page: Page, email: string, secret = password) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(secret);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a visitor signs up, verifies the emailed code and lands on the dashboard', async ({ page }) => {
  const email = uniqueEmail('signup');
  await page.goto('/login?tab=register&redirect=%2Fdashboard');
  await fillSignUp(page, email);

  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  const verify = page.getByRole('button', { name: 'Verify email' });
  await expect(verify).toBeDisabled();
  await expect(page.getByRole('button', { name: /Resend code/ })).toBeDisabled();

  const code = await readCodeFromMailbox(page, { email });
  await page.getByRole('textbox', { name: 'Enter 6-digit code' }).fill(code);
  await verify.click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(
    page.getByRole('heading', { level: 1, name: /^Good (morning|afternoon|evening), Maya$/ }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recent rooms' })).toBeVisible();
});

test(
  "a wrong code shows 'Verification Failed' with the server's message",
  { tag: '@behaviour' },
  async ({ page }) => {
    const email = uniqueEmail('wrong-code');
    await page.goto('/login?mode=sign-up');
    await fillSignUp(page, email);
    const code = await readCodeFromMailbox(page, { email });
    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByRole('textbox', { name: 'Enter 6-digit code' }).fill(wrong);
    await page.getByRole('button', { name: 'Verify email' }).click();

    const toast = page.locator('[data-sonner-toast]');
    await expect(toast.getByText('Verification Failed')).toBeVisible();
    await expect(toast.getByText(/code/i).last()).toBeVisible();
    await expect(page).toHaveURL(/\/login/);

    // The right code still works afterwards.
    await page.getByRole('textbox', { name: 'Enter 6-digit code' }).fill(code);
    await page.getByRole('button', { name: 'Verify email' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  },
);

test(
  'a protected page sends the visitor to sign in and back there afterwards',
  { tag: '@behaviour' },
  async ({ page, request }) => {
    // Created with a separate request context, so the page itself is still signed out.
    const account = await signUpAndVerify(request, { firstName: 'Rui' });
    await page.goto('/gallery');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fgallery$/);
    await signInThroughForm(page, account.email, account.password);
    await expect(page).toHaveURL(/\/gallery$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My gallery' })).toBeVisible();
  },
);

test(
  'a wrong password is refused without saying which part was wrong',
  { tag: '@behaviour' },
  async ({ page, request }) => {
    const account = await signUpAndVerify(request);
    await page.goto('/login');
    await signInThroughForm(page, account.email, 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
    await expect(page).toHaveURL(/\/login$/);
  },
);

test("signing out shows 'Logged out' and lands on the home page", { tag: '@behaviour' }, async ({ page }) => {
  await signUpAndVerify(page, { firstName: 'Lea' });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: /, Lea$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Logged out', { exact: true })).toBeVisible();
  await expect(page.getByText('You have been successfully logged out.')).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
});

test("a signed-in user at /login sees 'Welcome back!'", { tag: '@behaviour' }, async ({ page }) => {
  await signUpAndVerify(page);
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back!' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test(
  'a forgotten password is reset with an emailed code',
  { tag: '@behaviour' },
  async ({ page, request }) => {
    const account = await signUpAndVerify(request);
    await page.goto('/login?redirect=%2Faccount');
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const requestedAt = new Date().toISOString();
    await page.getByRole('button', { name: 'Send reset code' }).click();
    await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();

    const code = await readCodeFromMailbox(page, { email: account.email, after: requestedAt });
    await page.getByRole('textbox', { name: 'Enter 6-digit code' }).fill(code);
    await page.getByLabel('New password').fill('a-brand-new-passphrase');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
  },
);

test('the profile and preferences are saved', async ({ page }) => {
  await signUpAndVerify(page, { firstName: 'Ines', lastName: 'Costa' });
  await page.goto('/account');
  await expect(page.getByLabel('First name')).toHaveValue('Ines');
  await page.getByLabel('Display name').fill('Ines C.');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile updated')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Display name')).toHaveValue('Ines C.');

  await page
    .getByRole('navigation', { name: 'Account sections' })
    .getByRole('link', { name: 'Preferences' })
    .click();
  await expect(page).toHaveURL(/\/settings$/);
  await page.getByRole('radio', { name: /^Compose/ }).check();
  await page.getByRole('combobox', { name: 'Default style' }).click();
  await page.getByRole('option', { name: 'Japanese' }).click();
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByText('Preferences saved')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('radio', { name: /^Compose/ })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Default style' })).toHaveText(/Japanese/);
});

test(
  'a signed-in user who is not a super admin is refused the admin area',
  { tag: '@behaviour' },
  async ({ page }) => {
    await signUpAndVerify(page);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Page Not Found' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Admin' })).toHaveCount(0);
  },
);

test(
  'a reviewer gets every feature but is refused the admin area; a super admin gets in',
  { tag: '@behaviour' },
  async ({ page }) => {
    // DEV_ROLE_GRANTS (playwright.config.ts) gives these domains their role when the email is verified;
    // verifying signs the page in, so the second account replaces the first in this context.
    await signUpAndVerify(page, { email: uniqueEmail().replace(/@.*$/, '@reviewer.e2e.test') });
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Page Not Found' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Admin' })).toHaveCount(0);

    await signUpAndVerify(page, { email: uniqueEmail().replace(/@.*$/, '@admin.e2e.test') });
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Admin Page Not Found' })).toHaveCount(0);
  },
);
