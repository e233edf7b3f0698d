import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';

const indexHtml =
  '<!doctype html><html><body><div id="root"></div><script src="/assets/index-3f9a2c.js"></script></body></html>';

describe('serving the web app', () => {
  let testApp: TestApp;
  let webDist: string;

  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'roomcraft-web-dist-'));
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'index.html'), indexHtml);
    writeFileSync(join(webDist, 'assets', 'index-3f9a2c.js'), 'console.log("app")');
    writeFileSync(join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    testApp = await createTestApp({ env: { WEB_DIST_DIR: webDist, APP_VERSION: '1.2.3' } });
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const get = (url: string, accept = 'text/html,application/xhtml+xml') =>
    testApp.app.inject({ method: 'GET', url, headers: { accept } });

  it('serves index.html at / without caching it', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(indexHtml);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers client routes with index.html and 200, so deep links and reloads work', async () => {
    for (const path of ['/gallery', '/design/abc123', '/cost-estimations/42?tab=items']) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.body, path).toBe(indexHtml);
      expect(response.headers['cache-control'], path).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year', async () => {
    const response = await get('/assets/index-3f9a2c.js', '*/*');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("app")');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates other static files', async () => {
    const response = await get('/favicon.svg', 'image/*');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing file with 404 instead of the app shell', async () => {
    const response = await get('/assets/missing-123.js', '*/*');
    expect(response.statusCode).toBe(404);
  });

  it('does not answer unknown API routes with the app shell', async () => {
    const response = await get('/api/unknown');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('request.not_found');
  });

  it('reports the running version at /version.json, uncached', async () => {
    const response = await get('/version.json', 'application/json');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ version: '1.2.3' });
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});

describe('without a built web app', () => {
  it('explains in a plain page that the web app is not built, and the API still works', async () => {
    const testApp = await createTestApp();
    try {
      const page = await testApp.app.inject({
        method: 'GET',
        url: '/gallery',
        headers: { accept: 'text/html' },
      });
      expect(page.statusCode).toBe(503);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('The web app is not built');
      const health = await testApp.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
    } finally {
      await testApp.close();
    }
  });
});
