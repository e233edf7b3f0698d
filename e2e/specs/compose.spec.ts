import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { signUpAndVerify } from '../support/accounts';

// A real photo (CC0, see fixtures/CREDITS.md).
const roomPhoto = fileURLToPath(new URL('../fixtures/living-room_furnished_pxhere-cc0.jpg', import.meta.url));

test(
  'compose with purchased credits: placed pieces are drawn into the room and 2 premium credits are spent',
  { tag: '@behaviour' },
  async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await page.addLocatorHandler(page.getByRole('dialog', { name: /credits? left/ }), async (modal) => {
      await modal.getByRole('button', { name: 'Maybe later' }).click();
    });
    await signUpAndVerify(page);

    // Compose is paid in premium credits only: buy a credit pack through the built-in test checkout.
    await page.goto('/credits');
    await page.getByRole('button', { name: /^Buy / }).first().click();
    await expect(page).toHaveURL(/\/billing\/pay\/[^/]+$/);
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    const balance = page.getByText(/^Your balance: \d+ credits$/);
    const creditsBefore = Number((await balance.textContent())!.match(/\d+/)![0]);

    await page.goto('/compose');
    await page.getByLabel('Choose a room photo').setInputFiles(roomPhoto);
    await expect(page).toHaveURL(/[?&]room=[^&]+/, { timeout: 20_000 });
    const catalogue = page.getByTestId('furniture-catalogue');
    await catalogue.getByRole('button', { name: /Armchair/ }).click();
    await catalogue.getByRole('button', { name: /Potted Plant/ }).click();
    await expect(page.getByTestId('placed-item')).toHaveCount(2);
    await page.getByRole('button', { name: /Generate \(2 credits\)/ }).click();
    await expect(page.getByText('Your room has been successfully transformed.')).toBeVisible({
      timeout: 60_000,
    });
    await expect(page.getByTestId('comparison-view')).toBeVisible();
    // The pieces stand left of centre, under the compare slider's "before" half: look at the result alone.
    await page.getByRole('button', { name: /^View: Compare/ }).click();
    await page.getByRole('button', { name: /^View: Before/ }).click();
    const after = page.getByRole('img', { name: 'After: the redesigned room' });
    await expect(after).toBeVisible();
    await after.screenshot({ path: testInfo.outputPath('compose-result.png') });

    // What was placed is said beside the result, and the balance went down by the mode's cost.
    await expect(page.getByText(/Armchair/).last()).toBeVisible();
    await page.goto('/credits');
    await expect(page.getByText(`${creditsBefore - 2} credits`, { exact: false }).first()).toBeVisible();
  },
);
