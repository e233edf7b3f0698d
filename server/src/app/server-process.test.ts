import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnTs, type TestProcess } from '../../test/process';
import { seedDataDir } from '../../test/test-db';
import { lockFileName } from '../db/lockfile';

// The embedded (PGlite) mode as an operator runs it: real processes on one DATA_DIR.
describe('the server process', () => {
  let dataDir: string;
  let first: TestProcess;
  let url: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'roomcraft-process-'));
    await seedDataDir({ dataDir });
    first = spawnTs('src/main.ts', { DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: '' });
    [, url = ''] = await first.waitForOutput(/Roomcraft listening on (http:\/\/\S+?)"/);
  });
  afterAll(() => {
    first.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts, migrates and reports ready', async () => {
    const response = await fetch(`${url}/api/ready`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ready', checks: { database: true, queue: true } });
  });

  it('refuses a second process on the same DATA_DIR with a clear message', async () => {
    const second = spawnTs('src/main.ts', {
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: '',
    });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(
      `Another Roomcraft process (pid ${first.child.pid}) is using ${dataDir}. Stop it, or point DATA_DIR somewhere else.`,
    );
    // The first one is unaffected.
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
  });

  it('stops cleanly on SIGTERM, releasing the lock', async () => {
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('shutdown complete');
    expect(existsSync(join(dataDir, lockFileName))).toBe(false);
  });
});

describe('start-up with bad configuration', () => {
  it('exits 1 listing each bad setting', async () => {
    const server = spawnTs('src/main.ts', { PORT: 'eighty', ROLE: 'boss' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Invalid configuration');
    expect(server.output()).toContain('PORT: must be a whole number');
    expect(server.output()).toContain('ROLE: must be one of: all, web, worker');
  });
});
