import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { accountRoutes } from '@roomcraft/contracts/accounts';
import { eventRoutes } from '@roomcraft/contracts/events';
import { signUpAndVerify, uniqueEmail } from '../support/accounts';

/** Built public pages: checked with JavaScript, with axe, and photographed (issue 14). Pages drawn by one
 * shared layout from typed content (use cases, features) are checked through one or two of them; every
 * page is checked without JavaScript through the sitemap test. On the phone project only those in
 * `phonePages` run, to keep the suite short. */
const builtPages = [
  '/',
  '/login',
  '/pricing',
  '/about',
  '/faq',
  '/contact',
  '/terms-of-use',
  '/privacy-policy',
  '/cookies-policy',
  '/use-cases',
  '/use-cases/interior-designers',
  '/features/ideation-mode',
  '/features/cost-analysis',
  '/enterprise',
  '/services',
  '/explore',
  '/tools',
  '/examples',
  '/examples/living-room',
  '/examples/living-room/scandinavian-living-room',
  '/blog',
  '/blog/color-psychology-interior-design',
  '/reviews',
  '/alternatives/hiring-an-interior-designer',
];

const phonePages = new Set([
  '/',
  '/contact',
  '/faq',
  '/use-cases/interior-designers',
  '/services',
  '/examples/living-room/scandinavian-living-room',
  '/blog/color-psychology-interior-design',
]);
/** Pages whose heading is picked at random on each render (the prerendered one may differ). */
const randomHeading = new Set(['/', '/login']);

const h1Of = (html: string) =>
  /<h1[^>]*>([\s\S]*?)<\/h1>/
    .exec(html)?.[1]
    ?.replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();

// Plain HTTP: once is enough (the phone project leaves out @behaviour).
test(
  'every page in the sitemap is prerendered: its own title, description, canonical and heading without JavaScript',
  { tag: '@behaviour' },
  async ({ request }) => {
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    const paths = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1]!).pathname,
    );
    expect(paths.length).toBeGreaterThanOrEqual(builtPages.length);
    // The example pages with parameters are prerendered too: all six categories and each example.
    for (const category of ['living-room', 'bedroom', 'kitchen', 'bathroom', 'office', 'outdoor'])
      expect(paths).toContain(`/examples/${category}`);
    expect(paths).toContain('/examples/living-room/scandinavian-living-room');
    const titles = new Set<string>();
    for (const path of paths) {
      const response = await request.get(path, { headers: { accept: 'text/html' } });
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      // Each page's own markup, not the app shell: the not-found page must never be prerendered as a page.
      expect(html, path).not.toContain('id="not-found-title"');
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
      titles.add(title);
      expect(html, path).toMatch(/<meta name="description" content="[^"]{20,}"/);
      expect(html, path).toContain(`<link rel="canonical" href="${new URL(path, response.url()).href}"`);
      expect(html, path).toContain('<meta property="og:title"');
      expect(h1Of(html), path).toBeTruthy();
    }
    expect(titles.size, 'each page has its own title').toBe(paths.length);
    const robots = await request.get('/robots.txt');
    expect(await robots.text()).toContain('Sitemap:');
    const missing = await request.get('/no-such-page', { headers: { accept: 'text/html' } });
    expect(missing.status()).toBe(404);
  },
);

// A property of the build: once is enough.
test(
  'a prerendered form or button cannot be used before the app has started: no fields in the address bar',
  { tag: '@behaviour' },
  async ({ browser }) => {
    // Without JavaScript the page stays as prerendered, as it is for a moment on every visit (ADR 054).
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const [path, button] of [
      ['/login', 'Sign in'],
      ['/contact', 'Send Message'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('button', { name: button }), path).toBeDisabled();
      await expect(page.locator('form').first(), path).toHaveAttribute('method', 'post');
    }
    // A button that needs the app says it is not ready yet; a link works without it.
    await page.goto('/services');
    await expect(page.getByRole('button', { name: /^Book a consultation/ }).first()).toBeDisabled();
    await context.close();
  },
);

/** What `web/scripts/first-load-size.mjs` reads from the build manifest (the bench's figure too). */
interface FirstLoad {
  files: { file: string; gzip: number }[];
  totalGzip: number;
}

// A property of the build: once is enough.
test("the landing page's first-load JavaScript is at most 170 KB gzip", { tag: '@behaviour' }, async () => {
  // ADR 021's budget. A contracts module that the first load imports is bundled whole into it, schemas
  // and zod included, as soon as a lazy page uses any of its schemas (ADR 046).
  const script = new URL('../../web/scripts/first-load-size.mjs', import.meta.url).href;
  const { firstLoad } = (await import(script)) as { firstLoad: (page: string) => FirstLoad };
  const landing = firstLoad('src/features/home/pages/home.page.tsx');
  const sizes = landing.files.map(({ file, gzip }) => `${file}: ${(gzip / 1024).toFixed(1)} KB`).join(', ');
  expect(landing.totalGzip, sizes).toBeLessThanOrEqual(170 * 1024);
});

for (const path of builtPages) {
  // Pages drawn by the same layout look alike on a phone: a few stand for them there, to keep CI under 30
  // min (the phone project leaves out @shared-layout).
  const tag = phonePages.has(path) ? [] : ['@shared-layout'];
  test(
    `${path} renders with JavaScript, passes axe, and is photographed`,
    { tag },
    async ({ page }, testInfo) => {
      const errors: string[] = [];
      const apiCalls: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname === accountRoutes.me.path || pathname === eventRoutes.stream.path)
          apiCalls.push(pathname);
      });
      // The page as the server sent it, before the app starts: the app must take it over, not replace it.
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          (window as unknown as { prerenderedPage?: Element | null }).prerenderedPage =
            document.getElementById('root')?.firstElementChild;
        });
      });
      const response = await page.goto(path);
      const prerenderedHeading = h1Of((await response?.text()) ?? '');
      expect(prerenderedHeading, 'prerendered heading').toBeTruthy();
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible();
      await page.waitForLoadState('networkidle');
      if (!randomHeading.has(path)) await expect(heading).toHaveText(prerenderedHeading!);
      const hydrated = await page.evaluate(
        () =>
          document.getElementById('root')?.firstElementChild ===
          (window as unknown as { prerenderedPage?: Element | null }).prerenderedPage,
      );
      expect(hydrated, 'the app hydrated the prerendered page instead of replacing it').toBe(true);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
      expect(
        results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([]);
      // Signed out: no session or live-stream calls that answer 401, and nothing in the console.
      expect(apiCalls).toEqual([]);
      expect(errors).toEqual([]);
      // A still page for the photograph: the carousels stop (they honour reduced motion).
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.screenshot({
        path: testInfo.outputPath(
          `${testInfo.project.name}${path === '/' ? '-home' : path.replace(/\//g, '-')}.png`,
        ),
        fullPage: true,
      });
    },
  );
}

// The slider and clipboard behave the same at any width: once, on desktop. The phone layout of this page is
// photographed and axe-checked by the per-page test above.
test(
  'examples: the compare slider, the prompt copied with Copied!, and an unknown example is not found',
  { tag: '@behaviour' },
  async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/examples/living-room/scandinavian-living-room');
    await expect(page.getByTestId('comparison-slider')).toBeVisible();
    const after = page.getByRole('img', { name: /^After, Scandinavian style/ });
    await expect(after).toHaveJSProperty('complete', true);
    expect(await after.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Copy prompt' }).click();
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      'Light and calm, with soft sage green walls',
    );
    await expect(page.getByRole('button', { name: 'Copy prompt' })).toBeVisible({ timeout: 4000 });
    await page.goto('/examples/living-room/no-such-example');
    await expect(page.getByText('404')).toBeVisible();
    await page.goto('/examples/garage');
    await expect(page.getByText('404')).toBeVisible();
  },
);

test('contact form: required fields, sending, and sending another', async ({ page }) => {
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Please fill in all required fields.')).toBeVisible();
  await page.getByLabel('Name *').fill('Ana Lima');
  await page.getByLabel('Email *').fill('ana@example.com');
  await page.getByLabel('Message *').fill('Do you have a plan for a small design studio?');
  await expect(page.getByText('45/1000 characters')).toBeVisible();
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('heading', { name: 'Message Sent' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  await page.getByRole('button', { name: 'Send Another Message' }).click();
  await expect(page.getByLabel('Name *')).toHaveValue('');
});

test(
  'a super admin reads what a visitor sent through the contact form',
  { tag: '@behaviour' },
  async ({ page }, testInfo) => {
    const text = `Can you redesign a 40 m² loft? (${testInfo.project.name} ${Date.now()})`;
    await page.goto('/contact');
    await page.getByLabel('Name *').fill('Rita Moreno');
    await page.getByLabel('Email *').fill('rita@example.com');
    await page.getByLabel('Subject').fill('Loft project');
    await page.getByLabel('Message *').fill(text);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('heading', { name: 'Message Sent' })).toBeVisible();

    // DEV_ROLE_GRANTS (playwright.config.ts) makes this domain's verified accounts super admins.
    await signUpAndVerify(page, { email: uniqueEmail().replace(/@.*$/, '@admin.e2e.test') });
    await page.goto('/admin/contact-messages');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact messages' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search messages' }).fill(testInfo.project.name);
    const message = page.getByRole('article').filter({ hasText: text });
    await expect(message).toBeVisible();
    await expect(message.getByRole('heading', { name: 'Loft project' })).toBeVisible();
    await expect(message.getByRole('link', { name: 'Reply to Rita Moreno' })).toHaveAttribute(
      'href',
      /^mailto:rita%40example\.com/,
    );
    await page.screenshot({ path: testInfo.outputPath('admin-contact-messages.png'), fullPage: true });
  },
);
