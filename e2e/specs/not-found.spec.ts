import { expect, test } from '@playwright/test';

test('an unknown path gets a not-found page named after its first segment', async ({ page }) => {
  await page.goto('/moodboards/42');
  await expect(page.getByRole('heading', { level: 1, name: 'Moodboards Not Found' })).toBeVisible();
  await expect(page.getByText('/moodboards/42')).toBeVisible();
  await page.getByRole('link', { name: 'Return Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('known sections get friendly names and their own wording', { tag: '@behaviour' }, async ({ page }) => {
  await page.goto('/blog/2020/no-such-post');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog Post Not Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Interior design trends 2025' }).first()).toHaveAttribute(
    'href',
    '/blog/interior-design-trends-2025',
  );
});

test(
  'the admin area shows the admin variant to anyone who is not a super admin',
  { tag: '@behaviour' },
  async ({ page }) => {
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Page Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Admin Dashboard' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Admin' })).toHaveCount(0);
  },
);
