import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';
import { repoRoot as foundRepoRoot, serverRoot } from '../src/kernel/paths';
import { startPostgresServer, type PostgresServer } from '../test/postgres-server';

export const repoRoot = foundRepoRoot ?? join(serverRoot, '..');

/** The value below which `fraction` of the samples fall (nearest rank). */
export function percentile(samples: number[], fraction: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Peak resident memory of a live process (Linux VmHWM), in MB. */
export function peakRssMbOf(pid: number): number | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = status.match(/VmHWM:\s+(\d+) kB/);
    return match ? Number(match[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

export interface RunningServer {
  url: string;
  /** From spawn to the first 200 from /api/ready. */
  readyMs: number;
  pid: number;
  stop(): Promise<void>;
}

/**
 * Starts the BUILT server (`server/dist/main.js`, as `npm start` does) and waits until it is ready.
 * `main` points at another build, to compare two versions side by side.
 */
export async function startBuiltServer(
  env: Record<string, string>,
  main = join(repoRoot, 'server/dist/main.js'),
): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited during start-up: ${stderr.slice(-2000)}`);
    try {
      const response = await fetch(`${url}/api/ready`);
      if (response.status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
    if (performance.now() - started > 120_000) throw new Error('server not ready within 120 s');
  }
  const readyMs = performance.now() - started;
  return {
    url,
    readyMs,
    pid: child.pid ?? 0,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** A throwaway PostgreSQL (Debian binaries) with a helper to make fresh empty databases on it. */
export async function withPostgres<T>(
  use: (createDatabase: () => Promise<string>) => Promise<T>,
): Promise<T> {
  const server: PostgresServer = await startPostgresServer();
  let count = 0;
  try {
    return await use(async () => {
      const name = `roomcraft_bench_${Date.now()}_${count++}`;
      const admin = new pg.Client({ connectionString: server.url });
      await admin.connect();
      await admin.query(`create database "${name}"`);
      await admin.end();
      const url = new URL(server.url);
      url.pathname = `/${name}`;
      return url.toString();
    });
  } finally {
    await server.stop();
  }
}
