import { systemRoutes } from '@roomcraft/contracts/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';

describe('health and readiness', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('reports the process alive at /api/health', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: systemRoutes.health.path });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('is ready when the database answers and the queue is started', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: systemRoutes.ready.path });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', checks: { database: true, queue: true } });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('is not ready while the job queue is stopped', async () => {
    await testApp.deps.queue.stop({ graceful: true, timeoutMs: 1000 });
    const response = await testApp.app.inject({ method: 'GET', url: systemRoutes.ready.path });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'not_ready', checks: { database: true, queue: false } });
    await testApp.deps.queue.start();
  });
});

describe('readiness during shutdown', () => {
  it('answers 503 once shutdown has begun and when the database is gone', async () => {
    const testApp = await createTestApp();
    const ready = await testApp.app.inject({ method: 'GET', url: systemRoutes.ready.path });
    expect(ready.statusCode).toBe(200);

    // Shut everything except HTTP down, the way the process does before the server stops listening.
    await testApp.deps.queue.stop({ graceful: true, timeoutMs: 1000 });
    await testApp.deps.database.close();
    const closed = await testApp.app.inject({ method: 'GET', url: systemRoutes.ready.path });
    expect(closed.statusCode).toBe(503);
    expect(closed.json()).toEqual({ status: 'not_ready', checks: { database: false, queue: false } });

    const shutdown = testApp.close();
    expect(testApp.deps.lifecycle.isShuttingDown).toBe(true);
    await shutdown;
  });

  it('answers 503 with healthy checks as soon as a shutdown starts', async () => {
    const testApp = await createTestApp();
    let release!: () => void;
    // A stream-phase hook that waits keeps the process in "shutting down" while the app still answers.
    testApp.deps.lifecycle.onShutdown({
      name: 'held stream',
      close: () => new Promise<void>((r) => (release = r)),
    });
    const shutdown = testApp.deps.lifecycle.shutdown('test');
    const response = await testApp.app.inject({ method: 'GET', url: systemRoutes.ready.path });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'not_ready', checks: { database: true, queue: true } });
    release();
    await shutdown;
  });
});

describe('a worker-only process (ROLE=worker)', () => {
  it('answers health and readiness for orchestrators but serves neither the app nor its API', async () => {
    const testApp = await createTestApp({ env: { ROLE: 'worker' } });
    try {
      expect((await testApp.app.inject({ method: 'GET', url: systemRoutes.health.path })).statusCode).toBe(
        200,
      );
      expect((await testApp.app.inject({ method: 'GET', url: systemRoutes.ready.path })).statusCode).toBe(
        200,
      );
      expect((await testApp.app.inject({ method: 'GET', url: '/version.json' })).statusCode).toBe(404);
      const page = await testApp.app.inject({
        method: 'GET',
        url: '/gallery',
        headers: { accept: 'text/html' },
      });
      expect(page.statusCode).toBe(404);
    } finally {
      await testApp.close();
    }
  });
});
