/**
 * `npm run bench`: runs every benchmark section in one process, one after the other, and prints one table.
 * Sections live in ./sections/<name>.bench.ts and export `run(): Promise<BenchRow[]>`.
 * Usage: npm run bench [-- section ...]   (default: all sections, in the order below)
 */
import { writeFileSync, mkdirSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import type { BenchRow } from './bench-row';

const order = [
  'startup',
  'http',
  'jobs',
  'suite',
  'engine',
  'floorplan',
  'floorplanjob',
  'studio',
  'modes',
  'cost',
  'site',
];

async function main(): Promise<void> {
  const wanted = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
  const sections = wanted.length > 0 ? wanted : order;
  const rows: BenchRow[] = [];
  for (const name of sections) {
    const started = Date.now();
    process.stderr.write(`bench: ${name}...\n`);
    try {
      const section = (await import(`./sections/${name}.bench.ts`)) as { run: () => Promise<BenchRow[]> };
      rows.push(...(await section.run()));
    } catch (error) {
      rows.push({
        section: name,
        name: 'FAILED',
        note: error instanceof Error ? error.message : String(error),
      });
    }
    process.stderr.write(`bench: ${name} done in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  }
  printTable(rows);
  const outDir = join(process.cwd(), 'bench-results');
  mkdirSync(outDir, { recursive: true });
  const file = join(outDir, `bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, JSON.stringify({ machine: machineLine(), rows }, null, 2));
  console.log(`\n${machineLine()}\nraw figures: ${file}`);
}

function machineLine(): string {
  return `machine: ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB, node ${process.version}`;
}

function format(value: number | undefined, digits = 1): string {
  return value === undefined ? '' : value.toFixed(digits);
}

function printTable(rows: BenchRow[]): void {
  const header = ['section', 'benchmark', 'p50 ms', 'p95 ms', 'p99 ms', 'req/s', 'peak RSS MB', 'note'];
  const body = rows.map((row) => [
    row.section,
    row.name,
    format(row.p50Ms),
    format(row.p95Ms),
    format(row.p99Ms),
    format(row.reqPerSec, 0),
    format(row.peakRssMb, 0),
    row.note ?? '',
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...body.map((line) => line[column]!.length)),
  );
  const line = (cells: string[]): string =>
    `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const cells of body) console.log(line(cells));
}

await main();
