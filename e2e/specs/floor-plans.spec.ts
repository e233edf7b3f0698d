import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { signUpAndVerify } from '../support/accounts';
import { planPdf } from '../support/plan-pdf';

// A real public-domain plan (see fixtures/CREDITS.md): OCR reads its room names.
const plan = fileURLToPath(new URL('../fixtures/floorplan_modern-house_black-line_pd.jpg', import.meta.url));

// Headless Chromium draws WebGL only through SwiftShader, which it no longer enables by itself.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--use-angle=swiftshader',
      '--enable-unsafe-swiftshader',
    ],
  },
});

test('upload a plan, see it in 3D with named rooms, open a room, walk through, export glTF', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await signUpAndVerify(page);
  await page.goto('/floor-plans');
  await expect(page.getByRole('heading', { level: 1, name: 'Floor plans' })).toBeVisible();
  await page.getByTestId('floor-plan-file').setInputFiles(plan);
  await page.getByRole('button', { name: 'Create 3D floor plan' }).click();
  // The worker shares the server's process in these tests: while OCR runs, pages load slowly.
  await expect(page).toHaveURL(/\/floor-plans\/[0-9a-f-]{36}$/, { timeout: 30_000 });

  await expect(page.getByText('Your 3D floor plan is ready')).toBeVisible({ timeout: 60_000 });
  // Issue 11 asks for the 3D view to be usable within 1 s of the model arriving (its chunk loads only
  // now). Measured from the ready message to the labelled canvas and reported, not asserted: WebGL runs
  // in software (SwiftShader) here, on a shared machine, so the figure is not the user's.
  const arrived = Date.now();
  const canvas = page.getByTestId('floor-plan-canvas').locator('canvas');
  await expect(canvas).toBeVisible();
  const labels = page.getByTestId('room-label');
  // Labels that would cover a larger room's label are hidden (they stay in the page with their text).
  const shownLabels = labels.filter({ visible: true });
  await expect(shownLabels.first()).toBeVisible();
  const interactiveMs = Date.now() - arrived;
  testInfo.annotations.push({ type: '3D view ready after the model', description: `${interactiveMs} ms` });
  console.log(`3D view ready ${interactiveMs} ms after the model arrived (${testInfo.project.name})`);
  expect(await labels.count()).toBeGreaterThanOrEqual(4);
  await expect(labels.filter({ hasText: 'Kitchen' })).toHaveCount(1);
  const kitchen = (await labels.filter({ hasText: 'Kitchen' }).locator('div').first().textContent())!.trim();
  await expect(shownLabels.filter({ hasText: /m²/ }).first()).toBeVisible();
  await page.waitForTimeout(500);
  await page.getByTestId('floor-plan-canvas').scrollIntoViewIfNeeded();
  // No two shown labels overlap.
  const boxes = (await shownLabels.evaluateAll((elements) =>
    elements.map((element) => element.getBoundingClientRect().toJSON()),
  )) as { left: number; right: number; top: number; bottom: number }[];
  for (const [i, a] of boxes.entries())
    for (const b of boxes.slice(i + 1))
      expect(
        a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top,
        `labels overlap: ${JSON.stringify([a, b])}`,
      ).toBe(true);
  await page.screenshot({ path: `/tmp/floor-plan-3d-${testInfo.project.name}.png` });

  // The canvas draws: its pixels are not all one colour.
  const distinct = await canvas.evaluate((element: HTMLCanvasElement) => {
    const copy = document.createElement('canvas');
    copy.width = 64;
    copy.height = 64;
    const context = copy.getContext('2d')!;
    context.drawImage(element, 0, 0, 64, 64);
    const data = context.getImageData(0, 0, 64, 64).data;
    const colours = new Set<number>();
    for (let i = 0; i < data.length; i += 4)
      colours.add((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!);
    return colours.size;
  });
  expect(distinct).toBeGreaterThan(20);

  // Rotate, then open a room from the list: its dimensions show.
  const before = await canvas.screenshot();
  await page.getByRole('button', { name: 'Rotate the model' }).click();
  await page.waitForTimeout(300);
  expect((await canvas.screenshot()).equals(before)).toBe(false);
  if (testInfo.project.use.hasTouch) {
    // A finger dragged across the model turns it: real touch events through Chromium's input pipeline.
    const touch = await page.context().newCDPSession(page);
    const area = (await canvas.boundingBox())!;
    // Along the top edge, over the background: a tap there selects nothing, only a drag changes the view.
    const at = (dx: number) => [{ x: area.x + area.width / 2 + dx, y: area.y + 12 }];
    // Untouched, the view comes to rest and holds still (so the change below is the finger's doing). The
    // rotate button's turn eases out; in software WebGL on a busy machine that took longer than 800 ms.
    let turned = await canvas.screenshot();
    await expect
      .poll(
        async () => {
          const next = await canvas.screenshot();
          const still = next.equals(turned);
          turned = next;
          return still;
        },
        { timeout: 5_000, intervals: [300] },
      )
      .toBe(true);
    await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(-60) });
    for (let step = -50; step <= 60; step += 10)
      await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(step) });
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await page.waitForTimeout(300);
    expect((await canvas.screenshot()).equals(turned)).toBe(false);
  }
  await page
    .getByRole('complementary')
    .getByRole('button', { name: new RegExp(`^${kitchen}`) })
    .click();
  const details = page.getByTestId('room-details');
  await expect(details.getByRole('heading', { name: kitchen })).toBeVisible();
  await expect(details.getByText('Width', { exact: true })).toBeVisible();

  // Correct it by hand: its real width sets the scale; the page says the scale is the user's.
  await details.getByLabel('Real width (m) to set the scale').fill('6');
  await details.getByRole('button', { name: 'Set scale' }).click();
  await expect(page.getByText('Scale updated')).toBeVisible();
  await expect(page.getByText('Scale you gave.')).toBeVisible();
  await expect(details.getByText('6.00 m')).toBeVisible();

  // Export the model as binary glTF and read it back: magic, version, and meshes in its JSON chunk.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export glTF' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.glb$/);
  const glb = await readFile(await download.path());
  expect(glb.subarray(0, 4).toString('ascii')).toBe('glTF');
  expect(glb.readUInt32LE(4)).toBe(2);
  const jsonLength = glb.readUInt32LE(12);
  const gltf = JSON.parse(glb.subarray(20, 20 + jsonLength).toString('utf8')) as {
    meshes: unknown[];
    nodes: Array<{ name?: string }>;
  };
  expect(gltf.meshes.length).toBeGreaterThan(10);
  expect(gltf.nodes.some((node) => node.name === kitchen)).toBe(true);

  // Walk through, and the 2D plan with the same labels.
  await page.getByRole('tab', { name: 'Walk through' }).click();
  await expect(page.getByRole('button', { name: 'Walk forward' })).toBeVisible();
  await page.getByRole('button', { name: 'Walk forward' }).dispatchEvent('pointerdown');
  await page.waitForTimeout(600);
  await page.getByRole('button', { name: 'Walk forward' }).dispatchEvent('pointerup');
  await page.screenshot({ path: `/tmp/floor-plan-walk-${testInfo.project.name}.png` });
  await page.getByRole('tab', { name: '2D plan' }).click();
  await expect(page.getByTestId('room-label-2d').filter({ hasText: kitchen })).toBeVisible();
  await page.screenshot({ path: `/tmp/floor-plan-2d-${testInfo.project.name}.png` });

  // The room ideas, each with a heart.
  const ideas = page.getByTestId('floor-plan-idea');
  expect(await ideas.count()).toBeGreaterThanOrEqual(4);
  await ideas
    .first()
    .getByRole('button', { name: /Add .* to favorites/ })
    .click();
  await expect(page.getByText('Added to favorites')).toBeVisible();

  // Areas in the unit the user chose, still chosen on the next visit.
  const units = page.getByRole('group', { name: 'Units' });
  await units.getByRole('button', { name: 'ft²' }).click();
  await page.reload();
  await expect(units.getByRole('button', { name: 'ft²' })).toHaveAttribute('aria-pressed', 'true', {
    timeout: 30_000,
  });
  await expect(labels.filter({ hasText: 'ft²' }).first()).toBeVisible();
});

test(
  'a PDF plan: its first page becomes the plan, its written sizes give the scale',
  { tag: '@behaviour' },
  async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    await signUpAndVerify(page);
    await page.goto('/floor-plans');
    await page.getByTestId('floor-plan-file').setInputFiles({
      name: 'Flat.pdf',
      mimeType: 'application/pdf',
      buffer: planPdf(),
    });
    await expect(page.getByText('Flat.pdf')).toBeVisible();
    // pdf.js and its worker come from this site, not from elsewhere.
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(new URL(page.url()).origin) && !request.url().startsWith('data:'))
        foreign.push(request.url());
    });
    await page.getByRole('button', { name: 'Create 3D floor plan' }).click();
    await expect(page).toHaveURL(/\/floor-plans\/[0-9a-f-]{36}$/, { timeout: 30_000 });
    await expect(page.getByText('Your 3D floor plan is ready')).toBeVisible({ timeout: 60_000 });
    expect(foreign).toEqual([]);

    const labels = page.getByTestId('room-label');
    for (const name of ['Living', 'Kitchen', 'Bedroom'])
      await expect(labels.filter({ hasText: name })).toHaveCount(1);
    await expect(page.getByText('Scale read from the plan’s dimensions.')).toBeVisible();
    // Living is 6.80 x 7.80 m: 53.0 m² (within 5 %).
    const living = (await labels.filter({ hasText: 'Living' }).textContent())!;
    const area = Number(living.match(/([\d.]+)\s*m²/)![1]);
    expect(Math.abs(area / (6.8 * 7.8) - 1)).toBeLessThan(0.05);
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/floor-plan-pdf-${testInfo.project.name}.png`, fullPage: true });
  },
);
