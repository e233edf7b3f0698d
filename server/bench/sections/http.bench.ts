import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import type { BenchRow } from '../bench-row';
import { peakRssMbOf, startBuiltServer, withPostgres, type RunningServer } from '../bench-support';

const durationSeconds = 8;
const connections = 10;

async function load({
  server,
  path,
  name,
}: {
  server: RunningServer;
  path: string;
  name: string;
}): Promise<BenchRow> {
  const result = await autocannon({ url: `${server.url}${path}`, connections, duration: durationSeconds });
  const errors = result.errors + result.non2xx;
  return {
    section: 'http',
    name,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    reqPerSec: result.requests.average,
    peakRssMb: peakRssMbOf(server.pid),
    note: `${connections} connections, ${durationSeconds} s${errors > 0 ? `, ${errors} errors` : ''}`,
  };
}

/** Seeds the outbox so the database-backed route reads real rows (the dev mailbox lists the newest 50). */
async function seedMails(server: RunningServer): Promise<void> {
  for (let index = 0; index < 60; index += 1) {
    const response = await fetch(`${server.url}/api/dev/mailbox/test-mail`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ to: `bench-${index}@example.com` }),
    });
    if (response.status !== 201) throw new Error(`seeding failed: ${response.status}`);
  }
}

async function measure(server: RunningServer, database: string): Promise<BenchRow[]> {
  await seedMails(server);
  return [
    await load({ server, path: '/api/health', name: `GET /api/health (${database})` }),
    await load({ server, path: '/api/dev/mailbox', name: `GET /api/dev/mailbox, 50 rows (${database})` }),
  ];
}

/** The API under load with autocannon: a trivial route and a database-backed one, on PGlite and PostgreSQL. */
export async function run(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'roomcraft-bench-http-'));
  const embedded = await startBuiltServer({ DATA_DIR: dataDir, RATE_LIMIT_MAX: '1000000' });
  try {
    rows.push(...(await measure(embedded, 'PGlite')));
  } finally {
    await embedded.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  await withPostgres(async (createDatabase) => {
    const server = await startBuiltServer({ DATABASE_URL: await createDatabase(), DATA_DIR: tmpdir() });
    try {
      rows.push(...(await measure(server, 'PostgreSQL')));
    } finally {
      await server.stop();
    }
  });
  return rows;
}
