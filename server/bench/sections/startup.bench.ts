import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BenchRow } from '../bench-row';
import { peakRssMbOf, percentile, startBuiltServer, withPostgres } from '../bench-support';

const runs = 3;

/** Cold start of the built server to a 200 from /api/ready: first start, reopen, and on PostgreSQL. */
export async function run(): Promise<BenchRow[]> {
  const firstStart: number[] = [];
  const reopen: number[] = [];
  const rss: number[] = [];
  for (let index = 0; index < runs; index += 1) {
    const dataDir = mkdtempSync(join(tmpdir(), 'roomcraft-bench-start-'));
    try {
      const first = await startBuiltServer({ DATA_DIR: dataDir });
      firstStart.push(first.readyMs);
      rss.push(peakRssMbOf(first.pid) ?? Number.NaN);
      await first.stop();
      const again = await startBuiltServer({ DATA_DIR: dataDir });
      reopen.push(again.readyMs);
      await again.stop();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const postgres = await withPostgres(async (createDatabase) => {
    const samples: number[] = [];
    for (let index = 0; index < runs; index += 1) {
      const server = await startBuiltServer({ DATABASE_URL: await createDatabase(), DATA_DIR: tmpdir() });
      samples.push(server.readyMs);
      await server.stop();
    }
    return samples;
  });
  const row = (name: string, samples: number[], note: string, peakRssMb?: number): BenchRow => ({
    section: 'startup',
    name,
    p50Ms: percentile(samples, 0.5),
    p95Ms: percentile(samples, 0.95),
    ...(peakRssMb === undefined ? {} : { peakRssMb }),
    note: `${samples.length} runs; ${note}`,
  });
  return [
    row(
      'cold start to ready, PGlite, new data dir',
      firstStart,
      'includes initdb + migrations',
      Math.max(...rss),
    ),
    row('cold start to ready, PGlite, existing data', reopen, 'reopen'),
    row('cold start to ready, PostgreSQL, new database', postgres, 'includes migrations'),
  ];
}
