import { expect, test } from '@playwright/test';
import { devRoutes } from '@roomcraft/contracts/dev';

// A user of the older login system, imported into this run's database by support/start-server.mjs from
// server/test/fixtures/legacy-users.json. This spec runs on desktop only (playwright.config.ts).
const legacy = {
  email: 'legacy-ana@example.com',
  password: 'old-password-ana',
  firstName: 'Ana',
  lastName: 'Souza',
} as const;

test('a user of the old login upgrades the account from the sign-in form and keeps their data', async ({
  page,
}) => {
  await page.goto('/login?redirect=%2Faccount');
  await page.getByLabel('Email').fill(legacy.email);
  await page.getByLabel('Password', { exact: true }).fill(legacy.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  // Step 1: the prompt explains the upgrade and warns about the inbox.
  await expect(page.getByRole('heading', { name: 'Upgrade your account' })).toBeVisible();
  await expect(
    page.getByText(`Hi ${legacy.firstName}, your account is from our previous sign-in system.`),
  ).toBeVisible();
  await expect(page.getByText(/make sure you can open the inbox of/)).toBeVisible();
  await page.getByRole('button', { name: 'Learn More' }).click();
  await expect(page.getByText('What happens when I upgrade?')).toBeVisible();
  const requestedAt = new Date().toISOString();
  await page.getByRole('button', { name: 'Upgrade My Account' }).click();

  // Step 2: the code mailed to the old address.
  const codeInput = page.getByRole('textbox', { name: 'Enter 6-digit code' });
  await expect(codeInput).toBeVisible();
  let code = '';
  await expect
    .poll(async () => {
      const response = await page.request.get(
        `${devRoutes.mailbox.path}?to=${encodeURIComponent(legacy.email)}&limit=5`,
      );
      const { mails } = (await response.json()) as { mails: { text: string; createdAt: string }[] };
      code = mails.find((mail) => mail.createdAt > requestedAt)?.text.match(/\b(\d{6})\b/)?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  await codeInput.fill(code);
  await page.getByRole('button', { name: 'Verify and finish upgrade' }).click();

  // Step 3: done; the page reloads into the app (here: the redirect target) 2 s later, signed in.
  await expect(page.getByText('Your account is upgraded')).toBeVisible();
  await expect(page).toHaveURL(/\/account$/, { timeout: 10_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue(legacy.firstName);
  await expect(page.getByLabel('Last name')).toHaveValue(legacy.lastName);
  await expect(page.getByText(legacy.email)).toBeVisible();

  // From now on the new sign-in takes the same password.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/login');
  await page.getByLabel('Email').fill(legacy.email);
  await page.getByLabel('Password', { exact: true }).fill(legacy.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(
    page.getByRole('heading', { level: 1, name: new RegExp(`, ${legacy.firstName}$`) }),
  ).toBeVisible();
});
