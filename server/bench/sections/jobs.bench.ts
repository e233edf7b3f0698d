import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { z } from 'zod';
import type { Deps } from '../../src/kernel/deps';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { defineJob } from '../../src/kernel/jobs';
import { createJobQueue } from '../../src/jobs/queue';
import type { BenchRow } from '../bench-row';
import { percentile, withPostgres } from '../bench-support';

const samples = 100;
const logger = pino({ level: 'silent' });

/** Enqueue -> handler start, one job at a time, through the real queue wrapper (LISTEN/NOTIFY pick-up). */
async function measure(database: DatabaseHandle, name: string): Promise<BenchRow> {
  let onHandled: (() => void) | undefined;
  const pingJob = defineJob({
    name: 'bench.ping',
    payload: z.object({ sentAt: z.number() }),
    async handler() {
      onHandled?.();
    },
  });
  const queue = createJobQueue({ database, registry: [pingJob] as const, logger });
  await queue.start();
  // Handlers get the app's deps; this job uses none of them.
  await queue.work({ deps: {} as Deps });
  const latencies: number[] = [];
  try {
    for (let index = 0; index < samples; index += 1) {
      const handled = new Promise<void>((resolve) => (onHandled = resolve));
      const sentAt = performance.now();
      await queue.enqueue('bench.ping', { sentAt: Date.now() });
      await handled;
      latencies.push(performance.now() - sentAt);
    }
  } finally {
    await queue.stop({ graceful: true, timeoutMs: 5000 });
  }
  return {
    section: 'jobs',
    name: `send -> handler (${name})`,
    p50Ms: percentile(latencies, 0.5),
    p95Ms: percentile(latencies, 0.95),
    p99Ms: percentile(latencies, 0.99),
    note: `${samples} jobs, one at a time`,
  };
}

export async function run(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'roomcraft-bench-jobs-'));
  const embedded = await openDatabase({ config: { dataDir, databaseUrl: undefined }, logger });
  try {
    rows.push(await measure(embedded, 'PGlite'));
  } finally {
    await embedded.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  await withPostgres(async (createDatabase) => {
    const database = await openDatabase({
      config: { dataDir: tmpdir(), databaseUrl: await createDatabase() },
      logger,
    });
    try {
      rows.push(await measure(database, 'PostgreSQL'));
    } finally {
      await database.close();
    }
  });
  return rows;
}
