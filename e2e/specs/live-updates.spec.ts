import { expect, test } from '@playwright/test';
import { signUpAndVerify } from '../support/accounts';
import { devRoutes } from '@roomcraft/contracts/dev';
import { eventRoutes } from '@roomcraft/contracts/events';

// Live updates are for signed-in tabs (GET /api/events answers visitors 401): each test signs up first.
test('a server-sent event reaches the browser', async ({ page, request }) => {
  await signUpAndVerify(page);
  await page.goto('/');
  const received = page.evaluate(
    (streamPath) =>
      new Promise<string[]>((resolve, reject) => {
        const source = new EventSource(streamPath);
        const timer = setTimeout(() => reject(new Error('no invalidate event within 10 s')), 10_000);
        source.addEventListener('ready', () => {
          // A flag as well as the event: the stream can be ready before the wait below listens.
          document.documentElement.dataset.e2eStreamReady = 'yes';
          window.dispatchEvent(new Event('e2e-stream-ready'));
        });
        // The app publishes its own topics too (the welcome credits land on the first balance read):
        // wait for the one this test sends.
        source.addEventListener('invalidate', (event) => {
          const { topics } = JSON.parse((event as MessageEvent<string>).data) as { topics: string[] };
          if (!topics.includes('announcements')) return;
          clearTimeout(timer);
          source.close();
          resolve(topics);
        });
      }),
    eventRoutes.stream.path,
  );
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        if (document.documentElement.dataset.e2eStreamReady === 'yes') resolve(true);
        else window.addEventListener('e2e-stream-ready', resolve, { once: true });
      }),
  );
  const published = await request.post(devRoutes.publishEvent.path, { data: { topics: ['announcements'] } });
  expect(published.status()).toBe(204);
  expect(await received).toEqual(['announcements']);
});

test('the dev mailbox shows a new mail without a reload', async ({ page, request }) => {
  await signUpAndVerify(page);
  await page.goto('/dev/mailbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Dev mailbox' })).toBeVisible();
  await expect(page.getByText('Live', { exact: true })).toBeVisible();
  const to = `live-${Date.now()}@example.com`;
  const sent = await request.post(devRoutes.sendTestMail.path, { data: { to } });
  expect(sent.status()).toBe(201);
  await expect(page.getByText(to)).toBeVisible();
});
