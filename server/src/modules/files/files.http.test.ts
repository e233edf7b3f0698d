import { fileRoutes } from '@roomcraft/contracts/files';
import { pathOf } from '@roomcraft/contracts/api-routes';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createMemoryStorage } from '../../providers/storage/adapters/memory';
import { registerFilesRoutes } from './files.routes';

describe('GET /files/:key', () => {
  let testApp: TestApp;
  let clockMs = Date.UTC(2030, 0, 1);
  const now = () => clockMs;
  const storage = createMemoryStorage({ signingSecret: 'files-route-test-secret-0123456789', now });
  const image = Buffer.from(Array.from({ length: 1000 }, (_, index) => index % 256));

  beforeAll(async () => {
    testApp = await createTestApp({
      startQueue: false,
      routes: [{ name: 'files', plugin: async (app) => registerFilesRoutes(app, { storage, now }) }],
    });
  });
  afterAll(async () => {
    await testApp.close();
  });
  beforeEach(() => {
    clockMs = Date.UTC(2030, 0, 1);
  });
  const inject = (options: InjectOptions) => testApp.app.inject(options);

  const storeImage = async () => {
    const { key } = await storage.putObject({ body: image, contentType: 'image/png' });
    return { key, url: await storage.getSignedUrl({ key, expiresInSeconds: 300 }) };
  };

  it('serves the file behind a signed link with its type, length and safe headers', async () => {
    const { key, url } = await storeImage();
    const response = await inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(image)).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': '1000',
      'accept-ranges': 'bytes',
      etag: `"${key}"`,
      'cache-control': 'private, max-age=300',
      'x-content-type-options': 'nosniff',
    });
    expect(response.headers['content-disposition']).toMatch(/^inline/);
  });

  it('shortens the cache lifetime as the link gets closer to expiring', async () => {
    const { url } = await storeImage();
    clockMs += 200_000;
    const response = await inject({ method: 'GET', url });
    expect(response.headers['cache-control']).toBe('private, max-age=100');
  });

  it('refuses an expired link with files.link_expired', async () => {
    const { url } = await storeImage();
    clockMs += 301_000;
    const response = await inject({ method: 'GET', url });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: { code: 'files.link_expired' } });
  });

  it('refuses a tampered, foreign or unsigned link with files.link_invalid', async () => {
    const { key, url } = await storeImage();
    const other = await storage.putObject({ body: Buffer.from('other'), contentType: 'image/png' });
    const signed = new URL(url, 'http://localhost');
    const longer = new URL(signed);
    longer.searchParams.set('expires', String(Number(signed.searchParams.get('expires')) + 86_400));
    const candidates = [
      `${longer.pathname}${longer.search}`,
      `${pathOf(fileRoutes.file, { key: other.key })}${signed.search}`,
      pathOf(fileRoutes.file, { key }),
      `${pathOf(fileRoutes.file, { key })}?expires=abc&sig=def`,
    ];
    for (const candidate of candidates) {
      const response = await inject({ method: 'GET', url: candidate });
      expect(response.statusCode, candidate).toBe(403);
      expect(response.json(), candidate).toMatchObject({ error: { code: 'files.link_invalid' } });
    }
  });

  it('answers 400 to addresses that are no file key at all, such as path traversal', async () => {
    const { url } = await storeImage();
    const signed = new URL(url, 'http://localhost');
    for (const key of ['..%2F..%2Fetc%2Fpasswd', '..%5C..%5Cwin.ini', 'a.exe', '.hidden.png']) {
      const response = await inject({ method: 'GET', url: `/files/${key}${signed.search}` });
      expect(response.statusCode, key).toBe(400);
      expect(response.json(), key).toMatchObject({ error: { code: 'request.invalid' } });
    }
  });

  it('answers 404 files.not_found when a validly signed file was deleted', async () => {
    const { key, url } = await storeImage();
    await storage.deleteObject({ key });
    const response = await inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'files.not_found' } });
  });

  it('serves byte ranges with 206 and Content-Range', async () => {
    const { url } = await storeImage();
    const cases = [
      { range: 'bytes=0-99', start: 0, end: 99 },
      { range: 'bytes=500-509', start: 500, end: 509 },
      { range: 'bytes=990-', start: 990, end: 999 },
      { range: 'bytes=-10', start: 990, end: 999 },
      { range: 'bytes=995-5000', start: 995, end: 999 },
    ];
    for (const { range, start, end } of cases) {
      const response = await inject({ method: 'GET', url, headers: { range } });
      expect(response.statusCode, range).toBe(206);
      expect(response.headers['content-range'], range).toBe(`bytes ${start}-${end}/1000`);
      expect(response.headers['content-length'], range).toBe(String(end - start + 1));
      expect(response.rawPayload.equals(image.subarray(start, end + 1)), range).toBe(true);
    }
  });

  it('answers 416 with the real size for a range past the end', async () => {
    const { url } = await storeImage();
    for (const range of ['bytes=1000-1200', 'bytes=1000-', 'bytes=999999999-']) {
      const response = await inject({ method: 'GET', url, headers: { range } });
      expect(response.statusCode, range).toBe(416);
      expect(response.headers['content-range'], range).toBe('bytes */1000');
      expect(response.json(), range).toMatchObject({ error: { code: 'files.range_not_satisfiable' } });
    }
  });

  it('sends the whole file for range headers it does not serve', async () => {
    const { url } = await storeImage();
    for (const range of ['bytes=0-1,5-9', 'items=0-5', 'bytes=9-2', 'nonsense']) {
      const response = await inject({ method: 'GET', url, headers: { range } });
      expect(response.statusCode, range).toBe(200);
      expect(response.rawPayload.length, range).toBe(1000);
    }
  });

  it('answers 304 without a body when the browser already has this file', async () => {
    const { key, url } = await storeImage();
    for (const ifNoneMatch of [`"${key}"`, `W/"${key}"`, `"something-else", "${key}"`, '*']) {
      const response = await inject({ method: 'GET', url, headers: { 'if-none-match': ifNoneMatch } });
      expect(response.statusCode, ifNoneMatch).toBe(304);
      expect(response.body).toBe('');
      expect(response.headers.etag).toBe(`"${key}"`);
    }
    const changed = await inject({ method: 'GET', url, headers: { 'if-none-match': '"another"' } });
    expect(changed.statusCode).toBe(200);
  });

  it('ignores a range whose If-Range names another version', async () => {
    const { key, url } = await storeImage();
    const stale = await inject({ method: 'GET', url, headers: { range: 'bytes=0-9', 'if-range': '"old"' } });
    expect(stale.statusCode).toBe(200);
    const fresh = await inject({
      method: 'GET',
      url,
      headers: { range: 'bytes=0-9', 'if-range': `"${key}"` },
    });
    expect(fresh.statusCode).toBe(206);
  });

  it('answers HEAD with the headers and no body', async () => {
    const { url } = await storeImage();
    const response = await inject({ method: 'HEAD', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-length']).toBe('1000');
    expect(response.body).toBe('');
  });
});
