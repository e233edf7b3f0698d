import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { pathOf } from '@roomcraft/contracts/api-routes';
import { billingRoutes } from '@roomcraft/contracts/billing.routes';
import { signUpAndVerify } from '../support/accounts';

// A real photo (CC0, see fixtures/CREDITS.md): the local engine reads its surfaces and objects.
const roomPhoto = fileURLToPath(new URL('../fixtures/living-room_furnished_pxhere-cc0.jpg', import.meta.url));

/** Cost estimation needs Professional (docs/spec §6): subscribe through the test checkout's API. */
async function subscribeProfessional(page: Page) {
  const subscribed = await page.request.post(billingRoutes.subscribe.path, {
    data: { tierId: 'professional-monthly' },
  });
  expect(subscribed.status(), await subscribed.text()).toBe(200);
  const { paymentId } = (await subscribed.json()) as { paymentId: string };
  const paid = await page.request.post(pathOf(billingRoutes.paymentComplete, { id: paymentId }), {
    data: {},
  });
  expect(paid.status(), await paid.text()).toBe(200);
}

test('photo -> reviewed scope -> itemised estimate with sources, chart and CSV export', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await page.addLocatorHandler(page.getByRole('dialog', { name: /credits? left/ }), async (modal) => {
    await modal.getByRole('button', { name: 'Maybe later' }).click();
  });
  await signUpAndVerify(page);
  await subscribeProfessional(page);
  await page.goto('/cost-analysis');
  await expect(page.getByRole('heading', { level: 1, name: 'Cost analysis' })).toBeVisible();

  await page.getByLabel('Choose a room photo').setInputFiles(roomPhoto);
  await expect(page).toHaveURL(/[?&]room=[^&]+/, { timeout: 20_000 });
  const scopeUrl = page.url();
  await expect(page.getByRole('heading', { name: /The work \(\d+ of \d+ items on\)/ })).toBeVisible({
    timeout: 30_000,
  });
  // The photo's walls and floor are in the scope; the area comes from the photo, with its range.
  await expect(page.getByRole('checkbox', { name: /Paint the walls/ })).toBeChecked();
  await expect(page.getByText(/Likely [\d.]+–[\d.]+ m²\. Measured from the photo/)).toBeVisible();
  await page.screenshot({ path: `/tmp/cost-scope-${testInfo.project.name}.png`, fullPage: true });

  // Review: the ceiling too, a known area in square feet, a state.
  await page.getByRole('checkbox', { name: /Paint the ceiling/ }).check();
  await page.getByRole('radio', { name: 'ft²' }).click();
  await page.getByRole('spinbutton', { name: 'Floor area' }).fill('220');
  await page.getByLabel('State or ZIP code (optional)').fill('TX');
  await page.getByRole('radio', { name: /Basic/ }).click();
  await page.getByRole('button', { name: 'Estimate cost (3 credits)' }).click();

  await expect(page).toHaveURL(/\/cost-estimations\/[0-9a-f-]+$/);
  await expect(page.getByText('Estimated total (typical)')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('estimate-total')).toHaveText(/^\$[\d,]+$/);
  await expect(page.getByText(/220 sq ft \(20 m²\)/)).toBeVisible();
  const rows = page.getByRole('table').getByRole('row');
  expect(await rows.count()).toBeGreaterThanOrEqual(4); // header, 2+ items, total
  await expect(page.getByRole('rowheader', { name: /ceiling/i })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sources' })).toBeVisible();
  await expect(page.locator('ol a[href^="http"]').first()).toBeVisible();
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  await page.screenshot({ path: `/tmp/cost-estimate-${testInfo.project.name}.png`, fullPage: true });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv.split('\n')[0]).toMatch(/^Item,Quantity,Unit,Low \(USD\),Typical \(USD\),High \(USD\)/);
  expect(csv).toMatch(/\nTotal,/);

  await page.getByRole('link', { name: 'Your estimates' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cost estimations' })).toBeVisible();
  await expect(page.getByRole('link', { name: /living room · mid-range/i })).toBeVisible();

  // A second idea for the same room (luxury finishes), then both side by side.
  await page.goto(scopeUrl);
  await expect(page.getByRole('heading', { name: /The work \(\d+ of \d+ items on\)/ })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('combobox', { name: 'Finish tier' }).click();
  await page.getByRole('option', { name: 'Luxury' }).click();
  await page.getByRole('radio', { name: /Basic/ }).click();
  await page.getByRole('button', { name: 'Estimate cost (3 credits)' }).click();
  await expect(page.getByText('Estimated total (typical)')).toBeVisible({ timeout: 20_000 });
  const compare = page.getByRole('combobox', { name: 'Compare with another estimate' });
  await expect(compare.getByRole('option', { name: /^Same room: living room · mid range/ })).toHaveCount(1);
  await compare.selectOption({ index: 1 });
  await expect(page).toHaveURL(/[?&]compare=[0-9a-f-]+/);
  const sideBySide = page.getByRole('region', { name: 'Side by side' });
  await expect(sideBySide.getByRole('rowheader', { name: 'Total' })).toBeVisible();
  await expect(page.getByTestId('compare-difference')).toHaveText(
    /The other estimate costs \$[\d,]+ (less|more)/,
  );
  await page.screenshot({ path: `/tmp/cost-compare-${testInfo.project.name}.png`, fullPage: true });
  await sideBySide.screenshot({ path: `/tmp/cost-compare-section-${testInfo.project.name}.png` });
});
