import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestConfig, createTestLogger } from '../../test/app';
import { renderSlowlyJob } from '../../test/fixtures/render-slowly.job';
import { readStoredJob } from '../../test/jobs';
import { spawnTs, type TestProcess } from '../../test/process';
import { createTestDb, seedDataDir, testDatabaseKind, type TestDb } from '../../test/test-db';
import { waitFor } from '../../test/wait';
import { buildDeps, type Deps } from '../app/deps';
import { createJobQueue } from './queue';

describe('a job interrupted by a crash', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it(
    'runs again in the next worker within 30 s after the process running it was killed',
    { timeout: 60_000 },
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'roomcraft-crash-'));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      let testDb: TestDb | undefined;
      const env: Record<string, string> = { DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
      if (testDatabaseKind() === 'postgres') {
        testDb = await createTestDb();
        cleanups.push(() => testDb?.close());
        env.DATABASE_URL = testDb.url ?? '';
      } else {
        await seedDataDir({ dataDir });
      }

      const worker: TestProcess = spawnTs('test/fixtures/crashing-worker.ts', {
        ...env,
        RENDER_ID: 'render-7',
      });
      cleanups.push(() => void worker.child.kill('SIGKILL'));
      const [, jobId] = await worker.waitForOutput(/STARTED (\S+) 1\n/);
      worker.child.kill('SIGKILL');
      const killedAt = Date.now();
      await worker.exited;

      // The next process: on PGlite it reopens the same data dir, taking over the dead process's lock.
      const logger = createTestLogger();
      const config = createTestConfig(env);
      const deps: Deps = await buildDeps({
        config,
        logger,
        ...(testDb ? { database: testDb.database } : {}),
      });
      cleanups.push(() => deps.lifecycle.shutdown('test finished'));
      const reruns: { id: string; attempt: number; renderId: string }[] = [];
      const queue = createJobQueue({
        database: deps.database,
        registry: [
          renderSlowlyJob(async ({ job, payload }) => {
            reruns.push({ id: job.id, attempt: job.attempt, renderId: payload.renderId });
          }),
        ],
        logger,
      });
      cleanups.push(() => queue.stop({ graceful: false, timeoutMs: 1000 }));
      await queue.start();
      await queue.work({ deps });

      // The production queue settings: a dead worker's job runs again within 30 s, not after its expiry.
      const rerun = await waitFor(() => reruns[0], {
        timeoutMs: 30_000,
        what: 'the interrupted job to run again',
      });
      expect(rerun).toEqual({ id: jobId, attempt: 2, renderId: 'render-7' });
      expect(Date.now() - killedAt).toBeLessThan(30_000);
      await waitFor(
        async () =>
          (await readStoredJob({ database: deps.database, id: jobId ?? '' }))?.state === 'completed',
        {
          what: 'completion',
        },
      );
    },
  );
});
