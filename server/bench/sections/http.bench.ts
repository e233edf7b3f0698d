import { accountRoutes } from '@roomcraft/contracts/accounts';
import { devRoutes } from '@roomcraft/contracts/dev';
import { systemRoutes } from '@roomcraft/contracts/system';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import type { BenchRow } from '../bench-row';
import { peakRssMbOf, startBuiltServer, withPostgres, type RunningServer } from '../bench-support';
import { signedInUser } from '../signed-in-client';

const durationSeconds = 8;
const signedInDurationSeconds = 5;

async function load({
  server,
  path,
  name,
  connections,
  cookie,
  duration = durationSeconds,
}: {
  server: RunningServer;
  path: string;
  name: string;
  connections: number;
  cookie?: string;
  duration?: number;
}): Promise<BenchRow> {
  await settle(server);
  const result = await autocannon({
    url: `${server.url}${path}`,
    connections,
    duration,
    ...(cookie ? { headers: { cookie } } : {}),
  });
  const errors = result.errors + result.non2xx + result.timeouts;
  return {
    section: 'http',
    name,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    reqPerSec: result.requests.average,
    peakRssMb: peakRssMbOf(server.pid),
    note:
      `${connections} conn, ${duration} s, max ${result.latency.max} ms` +
      (errors > 0 ? `, ${errors} errors/non-2xx` : ''),
  };
}

/**
 * Waits until the server has worked off what the previous run left queued (autocannon stops sending, but
 * requests already accepted are still answered, their queries queued on the database), so each row
 * measures its own route from a quiet start. /api/ready asks the database, so it waits behind them.
 */
async function settle(server: RunningServer): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const startedAt = performance.now();
    await fetch(`${server.url}${systemRoutes.ready.path}`);
    if (performance.now() - startedAt < 20) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
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
  const { cookie, ideationId } = await signedInUser(server);
  const rows = [
    await load({
      server,
      path: systemRoutes.health.path,
      name: `GET /api/health (${database})`,
      connections: 10,
    }),
    await load({
      server,
      path: systemRoutes.health.path,
      name: `GET /api/health (${database})`,
      connections: 50,
    }),
    await load({
      server,
      path: devRoutes.mailbox.path,
      name: `GET /api/dev/mailbox, 50 rows (${database})`,
      connections: 10,
    }),
  ];
  // Signed-in reads, as open tabs poll them: one user's cookie on every connection (the worst case for
  // per-user locks).
  const signedInPaths = [
    accountRoutes.me.path,
    '/api/credits',
    '/api/gallery',
    `/api/ideations/${ideationId}/progress`,
  ];
  for (const connections of [50, 200]) {
    for (const path of signedInPaths) {
      const label = path.replace(ideationId, ':id');
      rows.push(
        await load({
          server,
          path,
          name: `GET ${label}, signed in (${database})`,
          connections,
          cookie,
          duration: signedInDurationSeconds,
        }),
      );
    }
  }
  return rows;
}

/**
 * The API under load with autocannon on PGlite and PostgreSQL: a trivial route, a database-backed one and
 * the signed-in reads every page polls (at 50 and 200 connections).
 */
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
    const server = await startBuiltServer({
      DATABASE_URL: await createDatabase(),
      DATA_DIR: tmpdir(),
      RATE_LIMIT_MAX: '1000000',
    });
    try {
      rows.push(...(await measure(server, 'PostgreSQL')));
    } finally {
      await server.stop();
    }
  });
  return rows;
}
