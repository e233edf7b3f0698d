import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { signUpAndVerify } from '../support/accounts';

// A real photo (CC0, see fixtures/CREDITS.md): the local engine edits, declutters and stages it.
const roomPhoto = fileURLToPath(new URL('../fixtures/living-room_furnished_pxhere-cc0.jpg', import.meta.url));
// A lived-in room with things on the floor (MIT, see fixtures/CREDITS.md).
const clutteredPhoto = fileURLToPath(
  new URL('../fixtures/living-room_cluttered_roomgpt.jpg', import.meta.url),
);

test('visualize with versions and feedback, then declutter and stage the same room', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  // The welcome credits run low along the way: the low-credit modal may open at any point.
  await page.addLocatorHandler(page.getByRole('dialog', { name: /credits? left/ }), async (modal) => {
    await modal.getByRole('button', { name: 'Maybe later' }).click();
  });
  const shot = (name: string) =>
    page.screenshot({ path: `/tmp/modes-${name}-${testInfo.project.name}.png`, fullPage: true });
  await signUpAndVerify(page);

  // Visualize: upload, edit by prompt, see what the edit grammar understood and what it did not.
  await page.goto('/visualize');
  await page.getByLabel('Choose a room photo').setInputFiles(roomPhoto);
  await expect(page).toHaveURL(/[?&]room=[^&]+/, { timeout: 20_000 });
  const roomId = new URL(page.url()).searchParams.get('room')!;
  await page.getByLabel('What should change?').fill('paint the walls sage and add a piano');
  await page.getByRole('button', { name: /Apply edit/ }).click();
  await expect(page.getByText('Your room has been successfully transformed.')).toBeVisible({
    timeout: 60_000,
  });
  const feedback = page.getByTestId('edit-feedback');
  await expect(feedback).toContainText(/sage/i);
  await expect(feedback).toContainText("I did not understand 'add a piano'");
  const strip = page.getByTestId('version-strip');
  await expect(strip.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByTestId('comparison-view')).toBeVisible();
  await shot('visualize');

  // A second edit is version 3; undo goes back to version 2.
  await page.getByLabel('What should change?').fill('make the floor dark oak');
  await page.getByRole('button', { name: /Apply edit/ }).click();
  await expect(strip.getByRole('listitem')).toHaveCount(3);
  await expect(page.getByText('Version 3 (latest)')).toBeVisible();
  await expect(page.getByTestId('progress-status')).toHaveText('Image Generated!', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(strip.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByText('Version 2 (latest)')).toBeVisible();

  // Decluttering: detected objects with toggles and outlines, then before/after.
  await page.goto(`/decluttering?room=${roomId}`);
  const list = page.getByTestId('clutter-list');
  await expect(list.getByRole('checkbox').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('object-outline').first()).toBeVisible();
  if (!(await list.getByRole('checkbox', { checked: true }).count()))
    await list.getByRole('checkbox').first().check();
  await shot('declutter-select');
  await page.getByRole('button', { name: /Declutter/ }).click();
  await expect(page.getByText('Your room has been successfully transformed.')).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByText(/^Removed: /)).not.toContainText('painted area');
  await expect(page.getByRole('button', { name: 'New Decluttering' })).toBeVisible();
  await shot('declutter');

  // Perks of the default plan: HD downloads with the watermark; 4K asks for an upgrade.
  await expect(page.getByText('Downloads on your plan carry a Roomcraft watermark.')).toBeVisible();
  await page.getByTestId('download-design').click();
  await expect(page.getByRole('menuitem', { name: '4K: upgrade your plan' })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'HD (1920 px)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^room-design-\d+\.png$/);

  // Virtual staging with the disclosure mark on by default.
  await page.goto(`/virtual-staging?room=${roomId}`);
  await expect(page.getByRole('checkbox', { name: /Virtually staged/ })).toBeChecked();
  await page.getByRole('button', { name: /Stage room/ }).click();
  await expect(page.getByText('Your room has been successfully transformed.')).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByRole('button', { name: 'New Virtual Staging' })).toBeVisible();
  await shot('staging');

  // Compose: place catalogue furniture, size and turn it; compose is paid in premium credits only.
  await page.goto(`/compose?room=${roomId}`);
  // Each catalogue piece shows the engine's own drawing of it.
  const armchair = page.getByTestId('furniture-catalogue').getByRole('button', { name: /Armchair/ });
  await armchair.scrollIntoViewIfNeeded();
  const picture = armchair.getByTestId('furniture-picture');
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBe(192);
  await armchair.click();
  await page
    .getByTestId('furniture-catalogue')
    .getByRole('button', { name: /Floor Lamp/ })
    .click();
  await expect(page.getByTestId('placed-item')).toHaveCount(2);
  const lamp = page.getByRole('button', { name: 'Floor Lamp: drag to move' });
  await lamp.scrollIntoViewIfNeeded();
  const box = await lamp.boundingBox();
  if (!box) throw new Error('the placed lamp has no size');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2 - 20, { steps: 5 });
  await page.mouse.up();
  const moved = await lamp.boundingBox();
  expect(moved!.x).toBeGreaterThan(box.x + 30);
  await page.getByLabel('Turn').fill('30');
  await shot('compose');
  // Without premium credits Generate is disabled, says why and offers a way forward.
  await expect(page.getByRole('button', { name: /Generate \(2 credits\)/ })).toBeDisabled();
  const reason = page.getByText('Needs 2 premium credits, you have 0.');
  await expect(reason).toBeVisible();
  await expect(reason.locator('..').getByRole('link', { name: 'Get Credits' })).toHaveAttribute(
    'href',
    '/credits',
  );

  // Every result is in the gallery.
  await page.goto('/gallery');
  await expect(page.getByText(/^Virtual Staging: scandinavian/)).toBeVisible();
  await expect(page.getByText('Decluttering', { exact: true }).last()).toBeVisible();
  await expect(page.getByText(/^Visualize: paint the walls sage/)).toBeVisible();
});

test(
  'decluttering a lived-in room: the loose things are found and ticked, and the result says what went',
  { tag: '@behaviour' },
  async ({ page }) => {
    test.setTimeout(90_000);
    await signUpAndVerify(page);
    await page.goto('/decluttering');
    await page.getByLabel('Choose a room photo').setInputFiles(clutteredPhoto);
    const list = page.getByTestId('clutter-list');
    await expect(list.getByRole('checkbox').first()).toBeVisible({ timeout: 30_000 });
    // The things lying on the floor are pre-ticked; furniture is listed but left unticked.
    const ticked = list.getByRole('checkbox', { checked: true });
    await expect(ticked.first()).toBeVisible();
    const tickedNames = await ticked.evaluateAll((boxes) =>
      boxes.map((box) => box.closest('li')?.textContent ?? ''),
    );
    expect(tickedNames.join(' ')).not.toMatch(/sofa|couch|chair|bed|table/i);
    await page.getByRole('button', { name: /Declutter/ }).click();
    await expect(page.getByText('Your room has been successfully transformed.')).toBeVisible({
      timeout: 60_000,
    });
    await expect(page.getByText(/^Removed: /)).not.toContainText('nothing');
  },
);
