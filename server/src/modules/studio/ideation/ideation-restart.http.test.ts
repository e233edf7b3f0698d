import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { IdeationProgress } from '@roomcraft/contracts/studio';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/app';
import { readStoredJob } from '../../../../test/jobs';
import { createTestDb, testDatabaseKind, type TestDb } from '../../../../test/test-db';
import { waitFor } from '../../../../test/wait';
import { createAccountsTestApp, signUpAndVerify } from '../../accounts/accounts.test-support';
import { createRoomFromPhoto } from '../studio.test-support';
import { createIdeationRepository } from './ideation.repository';

/**
 * Two server processes, one after the other, on one database. They share their files and secrets, so
 * session cookies stay valid across the restart, as they do for a restarted server. Each app closes the
 * shared database on shutdown, so the one with the running queue goes first.
 */
function twoProcessesOnOneDatabase(dirPrefix: string) {
  let testDb: TestDb | undefined;
  let previous: TestApp | undefined;
  let restarted: TestApp | undefined;
  let env: Record<string, string> = {};
  const cleanups: (() => void)[] = [];
  afterAll(async () => {
    await restarted?.close();
    await previous?.close();
    await testDb?.close();
    for (const cleanup of cleanups) cleanup();
  });
  return {
    async start(): Promise<{ testDb: TestDb; previous: TestApp }> {
      testDb = await createTestDb();
      const dataDir = mkdtempSync(join(tmpdir(), dirPrefix));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      env = { DATA_DIR: dataDir, FILES_SIGNING_SECRET: randomBytes(32).toString('base64url') };
      previous = await createAccountsTestApp({ testDb, env });
      return { testDb, previous };
    },
    async restart(): Promise<TestApp> {
      restarted = await createAccountsTestApp({ testDb: testDb!, env });
      return restarted;
    },
  };
}

/**
 * Issue 13 C.1: a server process is killed while an ideation runs. A fresh process on the same database
 * hands the dead worker's job back to the queue at once, the request says 'Resuming after a restart'
 * until the retry moves it on, and it completes within 30 s of the restart.
 */
describe('an ideation whose worker was killed, after a restart', { timeout: 120_000 }, () => {
  const processes = twoProcessesOnOneDatabase('roomcraft-restart-');

  it("is picked up within 30 s, reads 'Resuming after a restart' until it moves again, and completes", async () => {
    // The previous process: it takes the ideation's job and starts on it (status 'analyzing_image'), then
    // dies without a word: no heartbeat, no failure recorded, the job left 'active'.
    const { testDb, previous } = await processes.start();
    const user = await signUpAndVerify(previous);
    const { roomImageId } = await createRoomFromPhoto(previous, { cookie: user.cookie });
    const started = await previous.app.inject({
      method: 'POST',
      url: '/api/ideations',
      headers: { cookie: user.cookie },
      payload: {
        roomImageId,
        roomType: 'bedroom',
        designStyle: 'japanese',
        creativityLevel: 2,
        numberOfIdeas: 1,
      },
    });
    expect(started.statusCode).toBe(200);
    const id = started.json().ideationRequestId as string;
    const [claimed] = (await previous.deps.queue.boss?.fetch('ideation.run')) ?? [];
    expect(claimed?.data).toEqual({ ideationRequestId: id });
    await createIdeationRepository({ db: previous.deps.database.db }).update({
      id,
      changes: { status: 'analyzing_image', progress: 5, message: 'Analyzing your room...' },
    });
    // Killed: its queue stops without settling anything (it ran no handler), nothing else of it runs.
    await previous.deps.queue.stop({ graceful: false, timeoutMs: 0 });
    const jobId = claimed?.id ?? '';
    expect((await readStoredJob({ database: testDb.database, id: jobId }))?.state).toBe('active');

    // The fresh process, with the production queue settings.
    const restartedAt = Date.now();
    const app = await processes.restart();
    /** Each message the progress poll saw, in order, with when it first appeared (ms after restart). */
    const seen: string[] = [];
    const seenAt: number[] = [];
    const progress = async () => {
      const answer = await app.app.inject({
        method: 'GET',
        url: `/api/ideations/${id}/progress`,
        headers: { cookie: user.cookie },
      });
      const body = answer.json() as IdeationProgress;
      if (seen.at(-1) !== body.message) {
        seen.push(body.message);
        seenAt.push(Date.now() - restartedAt);
      }
      return body;
    };
    await app.deps.queue.work({ deps: app.deps });

    const resuming = await waitFor(
      async () => {
        const body = await progress();
        return body.message === 'Resuming after a restart' && body;
      },
      { timeoutMs: 20_000, intervalMs: 50, what: "'Resuming after a restart'" },
    );
    expect(resuming).toMatchObject({ status: 'analyzing_image', error: null });

    const finished = await waitFor(
      async () => {
        const body = await progress();
        return (body.status === 'completed' || body.status === 'failed') && body;
      },
      { timeoutMs: 60_000, intervalMs: 50, what: 'the ideation to finish' },
    );
    expect(finished.status).toBe('completed');
    // PGlite: one process at a time opens the data, so every active run at start-up is a dead one's and
    // the text is there from the first poll. PostgreSQL: live processes may share it, so the run counts as
    // dead once its heartbeat has stopped for 10 s.
    const resumedAt = seen.indexOf('Resuming after a restart');
    expect(seen.slice(0, resumedAt)).toEqual(
      testDatabaseKind() === 'pglite' ? [] : ['Analyzing your room...'],
    );
    // Picked up within 30 s of the restart: the retry wrote its first step. The rest is the local engine
    // rendering (10-25 s on a busy 2-core machine), so the completion is not timed.
    const pickedUpAt = seenAt[resumedAt + 1] ?? Infinity;
    expect(pickedUpAt).toBeLessThan(30_000);
    // The text stayed until the retry moved the request on, then each step wrote its own.
    expect(seen.slice(resumedAt + 1)).not.toContain('Resuming after a restart');
    expect(seen.at(-1)).toBe('All ideas are ready');

    // The same job ran again (attempt 2) and completed; it was not enqueued twice.
    const stored = await readStoredJob({ database: testDb.database, id: jobId });
    expect(stored).toMatchObject({ state: 'completed', retryCount: 1 });
    const jobs = await testDb.database.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = 'ideation.run' and singleton_key = ${id}`,
    );
    expect((jobs.rows[0] as { n: number }).n).toBe(1);
  });
});

/**
 * A worker killed on the job's last attempt: pg-boss ends the job failed and the handler's failure path
 * never runs, so the queue's sweep runs the job's onFailed: the request is marked failed and its held
 * credits come back, once.
 */
describe('an ideation whose worker was killed on its last attempt', { timeout: 120_000 }, () => {
  const processes = twoProcessesOnOneDatabase('roomcraft-last-attempt-');

  it('is marked failed and its credits come back exactly once', async () => {
    const { testDb, previous } = await processes.start();
    const user = await signUpAndVerify(previous);
    const credits = async (app: TestApp) =>
      (
        await app.app.inject({ method: 'GET', url: '/api/credits', headers: { cookie: user.cookie } })
      ).json() as { totalCredits: number };
    const before = (await credits(previous)).totalCredits;
    const { roomImageId } = await createRoomFromPhoto(previous, { cookie: user.cookie });
    const started = await previous.app.inject({
      method: 'POST',
      url: '/api/ideations',
      headers: { cookie: user.cookie },
      payload: {
        roomImageId,
        roomType: 'bedroom',
        designStyle: 'japanese',
        creativityLevel: 2,
        numberOfIdeas: 1,
      },
    });
    expect(started.statusCode).toBe(200);
    const id = started.json().ideationRequestId as string;
    expect((await credits(previous)).totalCredits).toBeLessThan(before);
    const [claimed] = (await previous.deps.queue.boss?.fetch('ideation.run')) ?? [];
    const jobId = claimed?.id ?? '';
    // The run the process dies in is the job's last attempt.
    await testDb.database.db.execute(
      sql`update pgboss.job set retry_limit = retry_count where id = ${jobId}`,
    );
    await previous.deps.queue.stop({ graceful: false, timeoutMs: 0 });

    const app = await processes.restart();
    await app.deps.queue.work({ deps: app.deps });
    const request = () => createIdeationRepository({ db: app.deps.database.db }).findById({ id });
    await waitFor(async () => (await request()).request?.status === 'failed', {
      timeoutMs: 40_000,
      intervalMs: 200,
      what: 'the ideation to be marked failed',
    });
    expect((await readStoredJob({ database: testDb.database, id: jobId }))?.state).toBe('failed');
    await waitFor(async () => (await credits(app)).totalCredits === before, {
      timeoutMs: 10_000,
      what: 'the held credits to come back',
    });
    // Later sweeps (every 5 s while the process is new) leave it at that.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect((await credits(app)).totalCredits).toBe(before);
  });
});
