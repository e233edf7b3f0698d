import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { signUpAndVerify } from '../support/accounts';

// A real photo (CC0, see fixtures/CREDITS.md): the local engine works on it like on any upload.
const roomPhoto = fileURLToPath(new URL('../fixtures/living-room_furnished_pxhere-cc0.jpg', import.meta.url));
const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

test('upload a room, get 4 ideas live, keep one, compare, download, remix, find it in the gallery', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await signUpAndVerify(page);
  await page.goto('/ideation');
  await expect(page.getByRole('heading', { level: 2, name: /Upload Room Image/ })).toBeVisible();

  await page.getByLabel('Choose a room photo').setInputFiles(roomPhoto);
  await expect(page).toHaveURL(/[?&]room=[^&]+/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Ideation Settings' })).toBeVisible();

  // First-load defaults ask for 4 ideas.
  await page.getByRole('button', { name: 'Generate 4 ideas' }).click();
  await expect(page.getByText('Ideation started!')).toBeVisible();
  // Navigating to the run can take a few seconds on a busy 2-core machine.
  await expect(page).toHaveURL(/[?&]ideation=[^&]+/, { timeout: 15_000 });

  // Progress follows the server's events: no reload from here on.
  await expect(page.getByText('All ideas are ready')).toBeVisible({ timeout: 60_000 });
  const ideas = page.getByRole('article');
  await expect(ideas).toHaveCount(4);
  for (const idea of await ideas.all()) {
    await expect(idea.getByRole('img').first()).toBeVisible();
  }
  // 4 of the 5 welcome credits went on the ideas: the low-credit reminder waited for the run to end.
  const reminder = page.getByRole('dialog', { name: 'Only 1 credit left' });
  await expect(reminder).toBeVisible();
  await reminder.getByRole('button', { name: 'Maybe later' }).click();
  await expect(reminder).toBeHidden();
  await page.screenshot({ path: `/tmp/ideation-${testInfo.project.name}.png`, fullPage: true });

  const first = ideas.first();
  const ideaTitle = (await first.getByRole('heading', { level: 3 }).textContent())?.trim() ?? '';
  await first.getByRole('button', { name: 'Add to favorites' }).click();
  await expect(page.getByText('Added to favorites')).toBeVisible();
  await expect(first.getByRole('button', { name: 'Remove from favorites' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await first.getByRole('button', { name: 'Details', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: ideaTitle });
  await expect(dialog.getByText('Generation prompt')).toBeVisible();
  const slider = dialog.getByTestId('comparison-slider');
  await slider.scrollIntoViewIfNeeded();
  const before = await slider.getAttribute('aria-valuenow');
  const view = await dialog.getByTestId('comparison-view').boundingBox();
  if (!view) throw new Error('the comparison has no size');
  await page.mouse.move(view.x + view.width / 2, view.y + view.height / 2);
  await page.mouse.down();
  await page.mouse.move(view.x + view.width * 0.2, view.y + view.height / 2, { steps: 8 });
  await page.mouse.up();
  await expect.poll(() => slider.getAttribute('aria-valuenow')).not.toBe(before);
  await page.screenshot({ path: `/tmp/ideation-detail-${testInfo.project.name}.png` });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByTestId('download-design').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^room-design-\d+\.png$/);
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 8)]).toEqual(pngSignature);

  await dialog.getByTestId('remix-design').click();
  await page.getByRole('menuitem', { name: 'Remix Generated Image' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByText('Interior Design Studio')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Your room photo' })).toBeVisible();

  await page.goto('/gallery');
  await page.getByRole('button', { name: 'Favorites', exact: true }).click();
  await expect(page).toHaveURL(/favorites=true/);
  await expect(page.getByRole('link', { name: new RegExp(ideaTitle) })).toHaveCount(1);
});
