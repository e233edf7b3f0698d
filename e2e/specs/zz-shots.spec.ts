import { test } from '@playwright/test';

const pages = ['/use-cases/interior-designers', '/features/ideation-mode', '/enterprise', '/services', '/tools', '/use-cases', '/explore'];
for (const path of pages) {
  test(`shots ${path}`, async ({ browser }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop');
    const context = await browser.newContext({ viewport: { width: 375, height: 900 }, deviceScaleFactor: 1 });
    const page = await context.newPage();
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    console.log(path, 'scrollWidth', width, 'height', height);
    for (let y = 0, i = 0; y < height; y += 1400, i += 1) {
      await page.screenshot({ path: `/tmp/pa-shots/p${path.replace(/\//g, '-')}-${i}.png`, fullPage: true, clip: { x: 0, y, width: 375, height: Math.min(1400, height - y) } });
    }
    await context.close();
  });
}
