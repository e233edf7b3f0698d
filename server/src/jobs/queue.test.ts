import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestDeps } from '../../test/app';
import { readStoredJob } from '../../test/jobs';
import { waitFor } from '../../test/wait';
import type { Deps } from '../kernel/deps';
import { defineJob, JobPayloadInvalidError, type JobRegistry } from '../kernel/jobs';
import type { JobQueue } from '../kernel/jobs';
import { createJobQueue, type JobQueueOptions } from './queue';

interface Run {
  job: string;
  attempt: number;
  payload: unknown;
  at: number;
}
const runs: Run[] = [];
const record = (job: string, attempt: number, payload: unknown) =>
  runs.push({ job, attempt, payload, at: Date.now() });

const sendGreeting = defineJob({
  name: 'test.send-greeting',
  payload: z.object({ userId: z.string(), count: z.number().int() }),
  async handler({ payload, job }) {
    // Typed: payload.userId is a string here.
    record(job.name, job.attempt, { userId: payload.userId.toUpperCase(), count: payload.count });
  },
});

const flakyExport = defineJob({
  name: 'test.export-flaky',
  payload: z.object({ exportId: z.string() }),
  retry: { limit: 3, delaySeconds: 1, backoff: true },
  async handler({ payload, job }) {
    record(job.name, job.attempt, payload);
    if (job.attempt < 3) throw new Error(`storage unavailable (attempt ${job.attempt})`);
  },
});

const slowReport = defineJob({
  name: 'test.build-report',
  payload: z.object({ reportId: z.string() }),
  async handler({ payload, job }) {
    record(job.name, job.attempt, { phase: 'started', ...payload });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    record(job.name, job.attempt, { phase: 'finished', ...payload });
  },
});

const registry = [sendGreeting, flakyExport, slowReport] as const;

describe('job queue', () => {
  let deps: Deps;
  let closeDeps: () => Promise<void>;
  const queues: JobQueue<JobRegistry>[] = [];

  async function startQueue(options: JobQueueOptions = {}) {
    const queue = createJobQueue({ database: deps.database, registry, logger: deps.logger, options });
    queues.push(queue);
    await queue.start();
    await queue.work({ deps });
    return queue;
  }

  beforeAll(async () => {
    ({ deps, close: closeDeps } = await createTestDeps({ startQueue: false }));
  });
  afterEach(async () => {
    await Promise.all(queues.splice(0).map((queue) => queue.stop({ graceful: false, timeoutMs: 1000 })));
    runs.length = 0;
  });
  afterAll(async () => {
    await closeDeps();
  });

  it('runs the handler with the parsed payload, woken by NOTIFY rather than by polling', async () => {
    // Polling every 10 s: a pick-up well under that can only come from the notification.
    const queue = await startQueue({ pollingIntervalSeconds: 10, notifyPollingIntervalSeconds: 10 });
    const sentAt = Date.now();
    const id = await queue.enqueue('test.send-greeting', { userId: 'ana', count: 2 });
    expect(id).toEqual(expect.any(String));

    const run = await waitFor(() => runs.find((r) => r.job === 'test.send-greeting'), {
      what: 'the handler',
    });
    expect(run.payload).toEqual({ userId: 'ANA', count: 2 });
    expect(run.attempt).toBe(1);
    const latencyMs = run.at - sentAt;
    console.info(`enqueue -> handler: ${latencyMs} ms`);
    expect(latencyMs).toBeLessThan(5000);
    await waitFor(
      async () => (await readStoredJob({ database: deps.database, id: id ?? '' }))?.state === 'completed',
      {
        what: 'completion',
      },
    );
  });

  it('retries a failing job with growing delays until it succeeds', async () => {
    const queue = await startQueue({ notifyPollingIntervalSeconds: 0.5, pollingIntervalSeconds: 0.5 });
    const id = await queue.enqueue('test.export-flaky', { exportId: 'exp-1' });

    await waitFor(() => runs.filter((r) => r.job === 'test.export-flaky').length === 3, {
      timeoutMs: 20_000,
      what: 'three attempts',
    });
    const attempts = runs.filter((r) => r.job === 'test.export-flaky');
    expect(attempts.map((r) => r.attempt)).toEqual([1, 2, 3]);
    const [first, second, third] = attempts.map((r) => r.at) as [number, number, number];
    console.info(`retry gaps: ${second - first} ms, ${third - second} ms`);
    // Back-off from a 1 s base: 1-2 s before the first retry, 2-4 s before the second (random jitter).
    expect(second - first).toBeGreaterThanOrEqual(950);
    expect(third - second).toBeGreaterThanOrEqual(1950);
    await waitFor(
      async () => (await readStoredJob({ database: deps.database, id: id ?? '' }))?.state === 'completed',
      {
        what: 'completion',
      },
    );
  });

  it('refuses a payload that does not match the job schema at enqueue', async () => {
    const queue = await startQueue();
    await expect(
      // @ts-expect-error count must be a number: enqueue is typed by the registry
      queue.enqueue('test.send-greeting', { userId: 'ana', count: 'two' }),
    ).rejects.toThrow(JobPayloadInvalidError);
    await expect(
      // @ts-expect-error not a registered job
      queue.enqueue('test.unknown-job', {}),
    ).rejects.toThrow('not in jobs/registry.ts');
  });

  it('fails a stored job whose payload no longer parses, without retrying it', async () => {
    const queue = await startQueue({ notifyPollingIntervalSeconds: 0.5 });
    // Written by an older version with a different payload shape, bypassing enqueue's validation.
    const id = await queue.boss?.send('test.send-greeting', { user: 42 }, { retryLimit: 3 });
    const job = await waitFor(
      async () => {
        const stored = await readStoredJob({ database: deps.database, id: id ?? '' });
        return stored?.state === 'failed' ? stored : undefined;
      },
      { what: 'the job to fail' },
    );
    expect(job.retryCount).toBe(0);
    expect(runs).toEqual([]);
  });

  it('refuses to start with a registered job that has no handler', () => {
    const incomplete = [{ name: 'test.orphan-job', payload: z.object({}) }] as unknown as JobRegistry;
    expect(() =>
      createJobQueue({ database: deps.database, registry: incomplete, logger: deps.logger }),
    ).toThrow('Job "test.orphan-job" has no handler');
  });

  it('lets an in-flight job finish when stopped gracefully', async () => {
    const queue = await startQueue();
    const id = await queue.enqueue('test.build-report', { reportId: 'r-1' });
    await waitFor(() => runs.some((r) => r.job === 'test.build-report'), { what: 'the job to start' });

    await queue.stop({ graceful: true, timeoutMs: 10_000 });
    expect(runs.map((r) => (r.payload as { phase: string }).phase)).toEqual(['started', 'finished']);
    expect((await readStoredJob({ database: deps.database, id: id ?? '' }))?.state).toBe('completed');
  });
});
