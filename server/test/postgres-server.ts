import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface PostgresServer {
  /** Superuser URL on the `postgres` database, e.g. postgres://postgres@127.0.0.1:54012/postgres */
  url: string;
  stop(): Promise<void>;
}

/** The newest Debian PostgreSQL server binaries, e.g. /usr/lib/postgresql/15/bin. */
export function findPostgresBinDir(): string | undefined {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base)
    .filter((version) => existsSync(join(base, version, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? undefined : join(base, versions[0], 'bin');
}

async function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

function run(command: string, args: string[], options: { uid?: number; gid?: number; cwd: string }) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${output}`)),
    );
  });
}

/**
 * Starts a throwaway PostgreSQL (Debian binaries) in a temp dir on a free loopback port, tuned for tests
 * (no fsync). initdb refuses to run as root, so as root the server runs as the `postgres` system user.
 */
export async function startPostgresServer(): Promise<PostgresServer> {
  const binDir = findPostgresBinDir();
  if (!binDir)
    throw new Error(
      'PostgreSQL server binaries not found under /usr/lib/postgresql (apt-get install postgresql).',
    );

  const dir = mkdtempSync(join(tmpdir(), 'roomcraft-pg-'));
  const dataDir = join(dir, 'data');
  let owner: { uid: number; gid: number } | undefined;
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
    owner = { uid, gid };
  }
  const options = { ...owner, cwd: dir };
  const port = await freeLoopbackPort();

  await run(
    join(binDir, 'initdb'),
    ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-locale', '--no-sync'],
    options,
  );
  const serverOptions = [
    `-p ${port}`,
    "-c listen_addresses='127.0.0.1'",
    `-c unix_socket_directories='${dir}'`,
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=300',
  ].join(' ');
  await run(
    join(binDir, 'pg_ctl'),
    ['-D', dataDir, '-l', join(dir, 'server.log'), '-w', '-t', '60', '-o', serverOptions, 'start'],
    options,
  );

  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      try {
        await run(join(binDir, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop'], options);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
