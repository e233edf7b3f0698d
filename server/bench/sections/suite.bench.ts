import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BenchRow } from '../bench-row';
import { repoRoot } from '../bench-support';

/**
 * Test-suite duration: times the Vitest stage (unit + integration on PGlite) now, and reports the stage
 * timings of the last full `npm test` run (test-results/suite-timings.json) when there is one, since the
 * whole suite (PostgreSQL pass, build, browser tests) takes minutes.
 */
export async function run(): Promise<BenchRow[]> {
  const started = performance.now();
  const vitest = spawnSync('npx', ['vitest', 'run', '--reporter=dot'], { cwd: repoRoot, stdio: 'ignore' });
  const rows: BenchRow[] = [
    {
      section: 'suite',
      name: 'vitest run (unit + integration, PGlite)',
      p50Ms: performance.now() - started,
      note: vitest.status === 0 ? '1 run, passed' : '1 run, FAILED',
    },
  ];
  const timingsFile = join(repoRoot, 'test-results', 'suite-timings.json');
  if (existsSync(timingsFile)) {
    const { stages } = JSON.parse(readFileSync(timingsFile, 'utf8')) as {
      stages: { name: string; seconds: number; ok: boolean }[];
    };
    for (const stage of stages) {
      rows.push({
        section: 'suite',
        name: `last npm test: ${stage.name}`,
        p50Ms: stage.seconds * 1000,
        note: stage.ok ? 'passed' : 'FAILED',
      });
    }
  }
  return rows;
}
