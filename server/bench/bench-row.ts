/**
 * One line of the `npm run bench` table. Every benchmark section exports
 * `export async function run(): Promise<BenchRow[]>` from `server/bench/sections/<name>.bench.ts`.
 * Fill only the columns that mean something for the measurement.
 */
export interface BenchRow {
  section: string;
  name: string;
  p50Ms?: number;
  p95Ms?: number;
  p99Ms?: number;
  reqPerSec?: number;
  peakRssMb?: number;
  /** Anything else worth a column: a score, a count, a size. */
  note?: string;
}
