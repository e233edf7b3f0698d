import { expect, test } from '@playwright/test';

test('a page whose data cannot load shows the connection error screen with an error id', async ({ page }) => {
  // The network edge fails; everything inside the app is real.
  await page.route('**/api/dev/mailbox**', (route) => route.abort('connectionrefused'));
  await page.goto('/dev/mailbox');
  await expect(page.getByRole('heading', { level: 2, name: 'Connection Error' })).toBeVisible();
  await expect(
    page.getByText('Unable to connect to our servers. Please check your internet connection.'),
  ).toBeVisible();
  await expect(page.getByText(/^err_\d+_[a-z0-9]+$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
  const report = page.getByRole('link', { name: 'Report Issue' });
  await expect(report).toHaveAttribute('href', /^mailto:/);

  // Once the network is back, Try Again recovers the page.
  await page.unroute('**/api/dev/mailbox**');
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dev mailbox' })).toBeVisible();
});
