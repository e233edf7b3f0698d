import { systemRoutes } from '@roomcraft/contracts/system';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';

const indexHtml =
  '<!doctype html><html><body><div id="root"></div><script src="/assets/index-3f9a2c.js"></script></body></html>';

const aboutHtml =
  '<!doctype html><html><head><link rel="canonical" href="%ORIGIN%/about"></head><body><div id="root"><h1>About</h1></div></body></html>';
const notFoundHtml = '<!doctype html><html><body><div id="root"><h1>Not found</h1></div></body></html>';

describe('serving the web app', () => {
  let testApp: TestApp;
  let webDist: string;

  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'roomcraft-web-dist-'));
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'index.html'), indexHtml);
    writeFileSync(join(webDist, 'assets', 'index-3f9a2c.js'), 'console.log("app")');
    writeFileSync(join(webDist, 'assets', 'index-3f9a2c.js.gz'), gzipSync('console.log("app")'));
    writeFileSync(join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    mkdirSync(join(webDist, '_pages', 'features'), { recursive: true });
    writeFileSync(join(webDist, '_pages', 'about.html'), aboutHtml);
    writeFileSync(join(webDist, '_pages', 'features', 'decluttering.html'), aboutHtml);
    writeFileSync(join(webDist, '_pages', '404.html'), notFoundHtml);
    writeFileSync(
      join(webDist, '_pages', 'pages.json'),
      JSON.stringify({
        pages: [
          { path: '/about', title: 'About', file: 'about.html' },
          { path: '/features/decluttering', title: 'Decluttering', file: 'features/decluttering.html' },
          { path: '/blog/rental-makeover', title: 'A rental makeover', file: 'about.html' },
          { path: '/reviews/hiring-a-designer', title: 'Hiring a designer', file: 'about.html' },
          { path: '/alternatives/hiring-a-designer', title: 'Hiring a designer', file: 'about.html' },
          { path: '/examples/living-room', title: 'Living room examples', file: 'about.html' },
          { path: '/examples/living-room/scandinavian', title: 'Scandinavian', file: 'about.html' },
        ],
        notFound: '404.html',
      }),
    );
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

  it('answers a public page with its prerendered HTML, links on the origin it was reached at', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/about',
      headers: { accept: 'text/html', host: '127.0.0.1:4321' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<h1>About</h1>');
    expect(response.body).toContain('<link rel="canonical" href="http://127.0.0.1:4321/about">');
    const nested = await get('/features/decluttering/');
    expect(nested.statusCode).toBe(200);
    expect(nested.body).toContain('<h1>About</h1>');
  });

  it('sends pages and assets compressed when the browser takes it', async () => {
    const page = await testApp.app.inject({
      method: 'GET',
      url: '/about',
      headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<h1>About</h1>');
    const asset = await testApp.app.inject({
      method: 'GET',
      url: '/assets/index-3f9a2c.js',
      headers: { accept: '*/*', 'accept-encoding': 'gzip' },
    });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-encoding']).toBe('gzip');
  });

  it('answers a path no route matches with the not-found page and a real 404', async () => {
    for (const path of ['/no-such-page', '/about/extra/segments', '/gallery/x/y', '/use-cases/astronauts']) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.body, path).toContain('<h1>Not found</h1>');
    }
  });

  it('answers an unknown blog post, comparison or example with the not-found page and a real 404', async () => {
    for (const path of [
      '/blog/no-such-post',
      '/reviews/no-such-rival',
      '/alternatives/no-such-rival',
      '/examples/attic',
      '/examples/attic/scandinavian',
      '/examples/living-room/no-such-example',
    ]) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.body, path).toContain('<h1>Not found</h1>');
    }
    for (const path of [
      '/blog/rental-makeover',
      '/reviews/hiring-a-designer',
      '/alternatives/hiring-a-designer/',
      '/examples/living-room',
      '/examples/living-room/scandinavian',
    ]) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.body, path).not.toContain('<h1>Not found</h1>');
    }
  });

  it('a use case the site has is a page, even when it was not prerendered', async () => {
    const response = await get('/use-cases/renters');
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<h1>Not found</h1>');
  });

  it('does not serve the prerendered files or the build manifest under their own names', async () => {
    expect((await get('/_pages/about.html', '*/*')).statusCode).toBe(404);
    expect((await get('/_pages/pages.json', '*/*')).statusCode).toBe(404);
  });

  it('lists the prerendered pages in /sitemap.xml and points to it from /robots.txt', async () => {
    const sitemap = await testApp.app.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { host: 'rooms.example' },
    });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toContain('<loc>http://rooms.example/about</loc>');
    expect(sitemap.body).toContain('<loc>http://rooms.example/features/decluttering</loc>');
    const robots = await testApp.app.inject({
      method: 'GET',
      url: '/robots.txt',
      headers: { host: 'rooms.example' },
    });
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain('Sitemap: http://rooms.example/sitemap.xml');
    expect(robots.body).toContain('Disallow: /api/');
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
      const health = await testApp.app.inject({ method: 'GET', url: systemRoutes.health.path });
      expect(health.statusCode).toBe(200);
    } finally {
      await testApp.close();
    }
  });
});
