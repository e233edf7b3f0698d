import { expect, test, type Locator, type Page } from '@playwright/test';
import { billingRoutes } from '@roomcraft/contracts/billing.routes';
import { signUpAndVerify, uniqueEmail } from '../support/accounts';

/** The header's credits badge ('N credit(s)' or 'Get Credits'), linking to /credits. */
function creditsBadge(page: Page): Locator {
  return page
    .locator('header')
    .first()
    .getByRole('link', { name: /^(\d+ credits?|Get Credits)$/ });
}

async function badgeCount(page: Page): Promise<number> {
  const text = (await creditsBadge(page).textContent())?.trim() ?? '';
  return text === 'Get Credits' ? 0 : Number.parseInt(text, 10);
}

const badgeText = (n: number) => (n === 0 ? 'Get Credits' : `${n} ${n === 1 ? 'credit' : 'credits'}`);

/** Marks the page so a full reload (which clears window state) can be detected afterwards. */
async function markNoReload(page: Page) {
  await page.evaluate(() => Object.assign(window, { __e2eNoReload: true }));
}
async function expectNoReload(page: Page) {
  expect(await page.evaluate(() => (window as { __e2eNoReload?: boolean }).__e2eNoReload)).toBe(true);
}

/** A small JPEG of a "room" drawn by the browser itself, uploaded and saved as a room through the API. */
async function uploadRoom(page: Page): Promise<string> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 480;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no 2d canvas');
    ctx.fillStyle = '#d8cbb8';
    ctx.fillRect(0, 0, 640, 300);
    ctx.fillStyle = '#8b6b4a';
    ctx.fillRect(0, 300, 640, 180);
    ctx.fillStyle = '#4a5d6b';
    ctx.fillRect(180, 220, 280, 110);
    ctx.fillStyle = '#f4efe6';
    ctx.fillRect(420, 60, 140, 120);
    return canvas.toDataURL('image/jpeg', 0.9).split(',')[1] ?? '';
  });
  const upload = await page.request.post('/api/upload-image', {
    headers: { 'Content-Type': 'image/jpeg' },
    data: Buffer.from(base64, 'base64'),
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const { storageId } = (await upload.json()) as { storageId: string };
  const room = await page.request.post('/api/rooms', { data: { storageId, mode: 'ideation' } });
  expect(room.status(), await room.text()).toBe(200);
  return ((await room.json()) as { roomImageId: string }).roomImageId;
}

function startIdeation(page: Page, roomImageId: string, numberOfIdeas: number) {
  return page.request.post('/api/ideations', {
    data: { roomImageId, numberOfIdeas, roomType: 'living-room', designStyle: 'modern', creativityLevel: 2 },
  });
}

test('buy Starter through the test checkout: the badge goes up by its 10 credits without a reload', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  await signUpAndVerify(page);
  await page.goto('/credits');
  await expect(page.getByRole('heading', { level: 1, name: 'Credits & plans' })).toBeVisible();
  await expect(creditsBadge(page)).toBeVisible();
  const before = await badgeCount(page);
  // The first purchase after a free-trial sign-up also brings 5 bonus credits (docs/spec §9).
  const trial = await page.request.get(billingRoutes.freeTrialUsed.path);
  const { hasUsedFreeTrial } = (await trial.json()) as { hasUsedFreeTrial: boolean };
  const bonus = hasUsedFreeTrial ? 0 : 5;
  await expect(page.getByRole('article', { name: 'Hobby' }).getByText('Most Popular')).toBeVisible();
  await page.screenshot({ path: `/tmp/billing-credits-${testInfo.project.name}.png`, fullPage: true });

  await page.getByRole('button', { name: 'Subscribe Starter' }).click();
  await expect(page).toHaveURL(/\/billing\/pay\/[^/]+$/);
  await expect(page.getByText('Test payment - no real card is charged')).toBeVisible();
  await expect(page.getByText('Starter (monthly)')).toBeVisible();
  await expect(creditsBadge(page)).toHaveText(badgeText(before));
  await markNoReload(page);

  await page.getByRole('button', { name: 'Pay $9' }).click();
  await expect(page).toHaveURL(/\/services\/success\?payment=/);
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await expect(creditsBadge(page)).toHaveText(badgeText(before + 10 + bonus));
  await expect(page.getByText(`Your balance: ${badgeText(before + 10 + bonus)}`)).toBeVisible();
  await expectNoReload(page);

  await page.getByRole('link', { name: 'View billing' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Starter' })).toBeVisible();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Invoice for Starter' })).toBeVisible();
  const history = page.getByRole('region', { name: 'Credit history' });
  const entry = (kind: string) => history.getByRole('listitem').filter({ hasText: kind });
  await expect(entry('Subscription credits')).toContainText('+10');
  if (bonus) await expect(entry('Bonus')).toContainText(`+${bonus}`);
  await page.screenshot({ path: `/tmp/billing-billing-${testInfo.project.name}.png`, fullPage: true });
});

test('spending credits on ideas lowers the badge live, and a user with too few credits is refused', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signUpAndVerify(page);
  await page.goto('/dashboard');
  await expect(creditsBadge(page)).toBeVisible();
  const before = await badgeCount(page);
  expect(before).toBeGreaterThanOrEqual(2);
  const roomImageId = await uploadRoom(page);
  await markNoReload(page);

  // Spend all but one credit: the badge follows without a reload and the low-credit reminder opens.
  const spent = await startIdeation(page, roomImageId, before - 1);
  expect(spent.status(), await spent.text()).toBe(200);
  await expect(page.getByRole('dialog', { name: 'Only 1 credit left' })).toBeVisible();
  await page.getByRole('button', { name: 'Maybe later' }).click();
  await expect(creditsBadge(page)).toHaveText('1 credit');
  await expectNoReload(page);

  // Two ideas need two credits: refused with the spec's message, and nothing is charged.
  const refused = await startIdeation(page, roomImageId, 2);
  expect(refused.status()).toBe(402);
  const { error } = (await refused.json()) as { error: { code: string; message: string } };
  expect(error.code).toBe('credits.insufficient');
  expect(error.message).toBe('You need at least 2 credit(s) to generate 2 design idea(s).');
  const balance = await page.request.get('/api/credits');
  expect(((await balance.json()) as { totalCredits: number }).totalCredits).toBe(1);
  await expect(creditsBadge(page)).toHaveText('1 credit');
});

test(
  'a bought expert consultation shows up, paid, in the admin service orders',
  { tag: '@behaviour' },
  async ({ page }, testInfo) => {
    const buyer = await signUpAndVerify(page, { firstName: 'Bea', lastName: 'Buyer' });
    await page.goto('/services');
    await page
      .getByRole('button', { name: /^Book a consultation/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/billing\/pay\/[^/]+$/);
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(page.getByRole('heading', { name: 'Order confirmed' })).toBeVisible();

    // DEV_ROLE_GRANTS (playwright.config.ts) makes this domain's verified accounts super admins.
    await signUpAndVerify(page, { email: uniqueEmail().replace(/@.*$/, '@admin.e2e.test') });
    await page.goto('/admin/services');
    await expect(page.getByRole('heading', { level: 1, name: 'Service orders' })).toBeVisible();
    const order = page.getByRole('link').filter({ hasText: buyer.email });
    await expect(order).toContainText('Paid');
    await page.screenshot({ path: testInfo.outputPath('admin-service-orders.png'), fullPage: true });
    await order.click();
    await expect(page.getByRole('link', { name: buyer.email })).toHaveAttribute('href', /^mailto:/);
    await expect(page.getByText('Built-in test checkout')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('admin-service-order.png'), fullPage: true });
  },
);
