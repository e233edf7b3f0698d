import { expect, test } from '@playwright/test';
import { systemRoutes } from '@roomcraft/contracts/system';

test('the built app boots: API healthy, version published, home page rendered', async ({ page, request }) => {
  const health = await request.get(systemRoutes.health.path);
  expect(await health.json()).toEqual({ status: 'ok' });
  const version = await request.get('/version.json');
  expect((await version.json()).version).toMatch(/^\d+\.\d+\.\d+/);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const cta = page.getByRole('link', { name: 'Try Free Now - 5 WELCOME Credits' });
  await expect(cta).toHaveAttribute('href', '/login?redirect=/ideation');
});

test(
  'hashed assets are cached for a year and client routes fall back to the app',
  { tag: '@behaviour' },
  async ({ page, request }) => {
    const assetUrls: string[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/assets/')) assetUrls.push(response.url());
    });
    await page.goto('/examples/bedroom');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(assetUrls.length).toBeGreaterThan(0);
    const asset = await request.get(assetUrls[0]!);
    expect(asset.headers()['cache-control']).toContain('immutable');
    const shell = await request.get('/examples/bedroom');
    expect(shell.status()).toBe(200);
    expect(shell.headers()['cache-control']).toBe('no-cache');
  },
);
