import type { Idea, IdeationProgress } from '@roomcraft/contracts/studio';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/app';
import { readStoredJob } from '../../../../test/jobs';
import { waitFor } from '../../../../test/wait';
import { createDesignEngine, type DesignEngine } from '../../../engine';
import { createAccountsTestApp, signUpAndVerify } from '../../accounts/accounts.test-support';
import { getCreditBalance } from '../../credits';
import { ledgerState } from '../../credits/credits.test-support';
import { createRoomFromPhoto } from '../studio.test-support';

/**
 * The real local engine. `interruptRender` makes the next renders fail as a cancelled operation does
 * (an AbortError, as when the worker shuts down mid-job), so the job itself fails and is retried.
 */
let interruptRenders = 0;
const realEngine = createDesignEngine();
const engine: DesignEngine = {
  ...realEngine,
  renderIdea: async (input) => {
    if (input.idea.order === 3 && interruptRenders > 0) {
      interruptRenders -= 1;
      throw Object.assign(new Error('The operation was aborted'), { name: 'AbortError' });
    }
    return realEngine.renderIdea(input);
  },
};

describe('ideation job: retries and permanent failures', { timeout: 120_000 }, () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createAccountsTestApp({
      engine,
      // Retries become visible at the next poll: keep polls short so the retry runs soon after its delay.
      queueOptions: { pollingIntervalSeconds: 0.5, notifyPollingIntervalSeconds: 0.5 },
    });
    await testApp.deps.queue.work({ deps: testApp.deps });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: Record<string, unknown>) =>
    testApp.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const start = (cookie: string, roomImageId: string) =>
    call('POST', '/api/ideations', cookie, {
      roomImageId,
      roomType: 'bedroom',
      designStyle: 'japanese',
      creativityLevel: 2,
      numberOfIdeas: 4,
    });
  const finished = (cookie: string, id: string) =>
    waitFor(
      async () => {
        const progress = (
          await call('GET', `/api/ideations/${id}/progress`, cookie)
        ).json() as IdeationProgress;
        return (progress.status === 'completed' || progress.status === 'failed') && progress;
      },
      { timeoutMs: 100_000, intervalMs: 50, what: `ideation ${id} to finish` },
    );

  it('resumes an interrupted job: finished ideas are kept, nothing is made or charged twice', async () => {
    const user = await signUpAndVerify(testApp);
    const { roomImageId } = await createRoomFromPhoto(testApp, { cookie: user.cookie });
    const before = await getCreditBalance({ ...testApp.deps, userId: user.userId });
    interruptRenders = 1;
    const id = (await start(user.cookie, roomImageId)).json().ideationRequestId as string;
    expect((await finished(user.cookie, id)).status).toBe('completed');
    expect(interruptRenders).toBe(0);

    const { ideas } = (await call('GET', `/api/ideations/${id}/ideas`, user.cookie)).json() as {
      ideas: Idea[];
    };
    expect(ideas.map((idea) => idea.status)).toEqual(['completed', 'completed', 'completed', 'completed']);
    const gallery = (await call('GET', '/api/gallery', user.cookie)).json() as { items: unknown[] };
    expect(gallery.items).toHaveLength(4);
    expect((await getCreditBalance({ ...testApp.deps, userId: user.userId })).totalCredits).toBe(
      before.totalCredits - 4,
    );
    const ledger = await ledgerState(testApp.deps.database.db, user.userId);
    expect({ settled: ledger.settled, charged: ledger.charged }).toEqual({ settled: 4, charged: 4 });
  });

  it('fails the request and gives every held credit back when the job cannot go on', async () => {
    const user = await signUpAndVerify(testApp);
    const { roomImageId } = await createRoomFromPhoto(testApp, { cookie: user.cookie });
    const room = (await call('GET', `/api/rooms/${roomImageId}`, user.cookie)).json() as {
      originalImageUrl: string;
    };
    // The photo disappears from storage: no retry can bring it back.
    const key = new URL(room.originalImageUrl, 'http://localhost').pathname.replace('/files/', '');
    await testApp.deps.storage.deleteObject({ key });
    const before = await getCreditBalance({ ...testApp.deps, userId: user.userId });

    const answer = await start(user.cookie, roomImageId);
    const id = answer.json().ideationRequestId as string;
    const progress = await finished(user.cookie, id);
    expect(progress).toMatchObject({
      status: 'failed',
      error: 'Ideation failed',
      message: 'Ideation failed',
    });
    expect(await getCreditBalance({ ...testApp.deps, userId: user.userId })).toEqual(before);
    const ledger = await ledgerState(testApp.deps.database.db, user.userId);
    expect({ settled: ledger.settled, charged: ledger.charged }).toEqual({ settled: 0, charged: 0 });
    // The job failed at once, without burning its retries.
    const jobs = await testApp.deps.database.db.execute(
      sql`select id from pgboss.job where name = 'ideation.run' and singleton_key = ${id}`,
    );
    const jobId = (jobs.rows[0] as { id: string }).id;
    const stored = await waitFor(async () => {
      const job = await readStoredJob({ database: testApp.deps.database, id: jobId });
      return job?.state === 'failed' && job;
    });
    expect(stored.retryCount).toBe(0);
  });
});
