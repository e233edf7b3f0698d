import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { buildApp, type App } from './http';

interface LogLine {
  level: number;
  msg: string;
  method?: string;
  path?: string;
  statusCode?: number;
  ms?: number;
}

describe('access log', () => {
  let testApp: TestApp;
  let app: App;
  const lines: LogLine[] = [];

  beforeAll(async () => {
    testApp = await createTestApp({ routes: [] });
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const text of chunk.toString().split('\n').filter(Boolean))
          lines.push(JSON.parse(text) as LogLine);
        done();
      },
    });
    app = await buildApp({
      config: testApp.config,
      deps: testApp.deps,
      logger: pino({ level: 'debug' }, sink),
      routes: [],
    });
    app.get('/api/health', async () => ({ status: 'ok' }));
    app.get('/api/things/:id', async () => ({ ok: true }));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await testApp.close();
  });

  it('writes one line per request with method, path, status and time, and never the query', async () => {
    lines.length = 0;
    const response = await app.inject({ method: 'GET', url: '/api/things/42?signature=secret-value' });
    expect(response.statusCode).toBe(200);
    const requestLines = lines.filter((line) => /request/.test(line.msg));
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatchObject({
      level: 30,
      method: 'GET',
      path: '/api/things/42',
      statusCode: 200,
    });
    expect(requestLines[0]?.ms).toBeGreaterThanOrEqual(0);
    expect(JSON.stringify(lines)).not.toContain('secret-value');
  });

  it('logs probe requests at debug level only, so info logs are not flooded by health checks', async () => {
    lines.length = 0;
    await app.inject({ method: 'GET', url: '/api/health' });
    expect(lines.filter((line) => line.msg === 'request').map((line) => line.level)).toEqual([20]);
  });
});
