import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

// Set once in the main process; workers inherit the environment, so they agree on the port and data dir.
process.env.E2E_PORT ??= String(41000 + Math.floor(Math.random() * 8000));
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'roomcraft-e2e-'));
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

// Debian's Chromium; no browser download. The flags keep it off the (closed) network and sandbox-free as root.
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './specs',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/report.json' }],
  ],
  use: {
    baseURL,
    launchOptions: chromium,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium } },
    {
      name: 'phone',
      use: { ...devices['Pixel 5'], viewport: { width: 375, height: 740 }, launchOptions: chromium },
      // The phone run checks layout and touch: every page flow at 375 px. Tests of server behaviour that
      // the screen size cannot change (tagged @behaviour, and the three specs below) and pages whose layout
      // another page stands for (@shared-layout) run once, on desktop, which keeps CI inside its 30 minutes.
      grepInvert: /@behaviour|@shared-layout/,
      testIgnore: ['**/accounts-own-server.spec.ts', '**/accounts-legacy.spec.ts', '**/live-updates.spec.ts'],
    },
  ],
  webServer: {
    // Imports the legacy-user fixture into this run's DATA_DIR, then starts node ../server/dist/main.js.
    command: 'node ./support/start-server.mjs',
    url: `${baseURL}/api/ready`,
    timeout: 90_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: resolve(process.env.E2E_DATA_DIR),
      NODE_ENV: 'test',
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      // Accounts at these domains get the role when they verify (roles are never handed out over HTTP).
      DEV_ROLE_GRANTS: 'reviewer:*@reviewer.e2e.test,super_admin:*@admin.e2e.test',
    },
  },
});
