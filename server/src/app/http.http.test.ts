import { systemRoutes } from '@roomcraft/contracts/system';
import { apiErrorSchema } from '@roomcraft/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/app';
import { createForbiddenError } from '../kernel/errors';
import { allowCrossSite, rateLimit } from '../kernel/http';

const signUpBody = z.object({ email: z.email(), name: z.string().min(2), age: z.number().int().optional() });

describe('HTTP platform', () => {
  let testApp: TestApp;
  const sameOrigin = { origin: 'http://localhost:3000' };

  beforeAll(async () => {
    testApp = await createTestApp({ env: { BODY_LIMIT_BYTES: '2048' } });
    const { app } = testApp;
    app.post('/api/test/sign-up', { schema: { body: signUpBody } }, async (request) => ({
      hello: request.body.name,
    }));
    app.get('/api/test/forbidden', async () => {
      throw createForbiddenError();
    });
    app.get('/api/test/crash', async () => {
      throw new Error('database password is hunter2');
    });
    app.get('/api/test/limited', { config: rateLimit({ max: 2, timeWindow: 60_000 }) }, async () => ({
      ok: true,
    }));
    app.get('/api/test/unlimited', async () => ({ ok: true }));
    app.get('/api/test/items/:id', async () => ({ ok: true }));
    app.post('/api/test/webhook', { config: allowCrossSite() }, async () => ({ received: true }));
  });
  afterAll(async () => {
    await testApp.close();
  });

  describe('errors', () => {
    it('rejects bad input with 400 request.invalid and a message per field', async () => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/test/sign-up',
        headers: sameOrigin,
        payload: { email: 'not-an-email', name: 'A' },
      });
      expect(response.statusCode).toBe(400);
      const body = apiErrorSchema.parse(response.json());
      expect(body.error.code).toBe('request.invalid');
      expect(Object.keys(body.error.details ?? {}).sort()).toEqual(['email', 'name']);
    });

    it('answers over-long ids (414) and broken %-escapes (400) in the one error shape', async () => {
      const long = await testApp.app.inject({ method: 'GET', url: `/api/test/items/${'a'.repeat(150)}` });
      expect(long.statusCode).toBe(414);
      expect(apiErrorSchema.parse(long.json()).error.code).toBe('request.uri_too_long');
      const broken = await testApp.app.inject({ method: 'GET', url: '/api/test/items/%E0%A4%A' });
      expect(broken.statusCode).toBe(400);
      expect(apiErrorSchema.parse(broken.json()).error.code).toBe('request.invalid');
    });

    it('rejects malformed JSON with 400, never 500', async () => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/test/sign-up',
        headers: { ...sameOrigin, 'content-type': 'application/json' },
        payload: '{"email": ',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('request.invalid');
    });

    it('accepts valid input', async () => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/test/sign-up',
        headers: sameOrigin,
        payload: { email: 'ana@example.com', name: 'Ana' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ hello: 'Ana' });
    });

    it('renders an AppError with its own status and code', async () => {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/test/forbidden' });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('auth.forbidden');
    });

    it('hides unexpected errors behind a generic 500', async () => {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/test/crash' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        error: { code: 'server.internal', message: 'Something went wrong. Please try again.' },
      });
      expect(response.body).not.toContain('hunter2');
    });

    it('answers unknown API routes with a JSON 404', async () => {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/no-such-thing' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json().error.code).toBe('request.not_found');
    });

    it('rejects bodies over the limit with 413', async () => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/test/sign-up',
        headers: sameOrigin,
        payload: { email: 'ana@example.com', name: 'x'.repeat(4096) },
      });
      expect(response.statusCode).toBe(413);
      expect(response.json().error.code).toBe('request.payload_too_large');
    });

    it('rejects content types it cannot parse with 415', async () => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/test/sign-up',
        headers: { ...sameOrigin, 'content-type': 'application/xml' },
        payload: '<a/>',
      });
      expect(response.statusCode).toBe(415);
      expect(response.json().error.code).toBe('request.unsupported_media_type');
    });
  });

  describe('API description', () => {
    it('publishes an OpenAPI document generated from the zod contracts', async () => {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' });
      expect(response.statusCode).toBe(200);
      const document = response.json();
      expect(document.openapi).toMatch(/^3\./);
      expect(document.paths['/api/ready'].get.responses['200']).toBeDefined();
    });
  });

  describe('request ids', () => {
    it('echoes a sane incoming x-request-id', async () => {
      const response = await testApp.app.inject({
        method: 'GET',
        url: systemRoutes.health.path,
        headers: { 'x-request-id': 'web-1234.abc' },
      });
      expect(response.headers['x-request-id']).toBe('web-1234.abc');
    });

    it('replaces an unsafe x-request-id with a generated one', async () => {
      const response = await testApp.app.inject({
        method: 'GET',
        url: systemRoutes.health.path,
        headers: { 'x-request-id': 'bad id\r\nSet-Cookie: x' },
      });
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    });
  });

  describe('security headers', () => {
    it('sends a content security policy that forbids framing and foreign scripts', async () => {
      const response = await testApp.app.inject({ method: 'GET', url: systemRoutes.health.path });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("img-src 'self' data: blob:");
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
    });
  });

  describe('rate limits', () => {
    it('limits a route that opts in, with 429 and Retry-After', async () => {
      const call = () =>
        testApp.app.inject({ method: 'GET', url: '/api/test/limited', remoteAddress: '10.0.0.7' });
      expect((await call()).statusCode).toBe(200);
      expect((await call()).statusCode).toBe(200);
      const limited = await call();
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error.code).toBe('request.rate_limited');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

      // Counted per client address.
      const other = await testApp.app.inject({
        method: 'GET',
        url: '/api/test/limited',
        remoteAddress: '10.0.0.8',
      });
      expect(other.statusCode).toBe(200);
    });

    it('leaves routes without a limit alone', async () => {
      for (let i = 0; i < 5; i += 1) {
        const response = await testApp.app.inject({ method: 'GET', url: '/api/test/unlimited' });
        expect(response.statusCode).toBe(200);
      }
    });
  });

  describe('cross-site protection', () => {
    const post = (headers: Record<string, string>) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/test/sign-up',
        headers,
        payload: { email: 'ana@example.com', name: 'Ana' },
      });

    it('blocks a POST from another origin', async () => {
      const response = await post({ origin: 'https://evil.example' });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('request.cross_site');
    });

    it('blocks a POST the browser marks cross-site', async () => {
      const response = await post({ 'sec-fetch-site': 'cross-site' });
      expect(response.statusCode).toBe(403);
    });

    it('lets same-origin POSTs through, by PUBLIC_URL or by the same host', async () => {
      expect(
        (await post({ origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' })).statusCode,
      ).toBe(200);
      expect((await post({ origin: 'http://127.0.0.1:4000', host: '127.0.0.1:4000' })).statusCode).toBe(200);
    });

    it('blocks an origin that differs from ours only in scheme or port', async () => {
      for (const origin of ['https://localhost:3000', 'http://localhost:3001', 'https://127.0.0.1:4000']) {
        const response = await post({
          origin,
          host: origin.includes('127.0.0.1') ? '127.0.0.1:4000' : 'localhost:3000',
        });
        expect(response.statusCode, origin).toBe(403);
      }
    });

    it('lets clients without Origin through (no browser, no ambient cookies)', async () => {
      expect((await post({})).statusCode).toBe(200);
    });

    it('lets a route opt out (webhooks)', async () => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/test/webhook',
        headers: { origin: 'https://hooks.stripe.example' },
        payload: {},
      });
      expect(response.statusCode).toBe(200);
    });
  });
});
