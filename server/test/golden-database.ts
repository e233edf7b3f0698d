import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PgBoss, fromPglite } from 'pg-boss';
import pg from 'pg';
import { migrationsFolder, serverRoot } from '../src/kernel/paths';
import { migratePglite, migratePostgres } from '../src/db/migrate';

// Bump when what goes into the image changes in a way the hash below cannot see.
const imageFormat = 1;

function packageVersion(name: string): string {
  const file = join(serverRoot, '..', 'node_modules', name, 'package.json');
  return existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version
    : 'unknown';
}

/** Changes whenever a migration, PGlite or pg-boss changes, so a cached image is never stale. */
function imageKey(): string {
  const hash = createHash('sha256').update(`format ${imageFormat}\n`);
  hash.update(`pglite ${packageVersion('@electric-sql/pglite')} pg-boss ${packageVersion('pg-boss')}\n`);
  const files = readdirSync(migrationsFolder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) hash.update(file.slice(migrationsFolder.length)).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

/** Installs the pg-boss schema once, so each test's queue starts without running its migrations. */
async function installJobSchema(options: ConstructorParameters<typeof PgBoss>[0]) {
  const boss = new PgBoss(options as never);
  boss.on('error', () => undefined);
  await boss.start();
  await boss.stop({ graceful: false, close: true });
}

/**
 * A migrated PGlite data dir (tarball), built once and cached in the temp dir by content hash: initdb
 * costs ~5 s and ~1 GB of memory, loading the image ~0.6 s.
 */
export async function ensureGoldenImage(): Promise<string> {
  const dir = join(tmpdir(), 'roomcraft-test-db');
  const file = join(dir, `golden-${imageKey()}.tar`);
  if (existsSync(file)) return file;

  const pglite = await PGlite.create();
  try {
    await migratePglite({ pglite });
    await installJobSchema({ db: fromPglite(pglite), backend: 'pglite' });
    const image = await pglite.dumpDataDir('none');
    mkdirSync(dir, { recursive: true });
    // Write then rename: parallel test runs (other checkouts) may build the same image at once.
    const temp = `${file}.${randomUUID()}.tmp`;
    writeFileSync(temp, Buffer.from(await image.arrayBuffer()));
    renameSync(temp, file);
  } finally {
    await pglite.close();
  }
  return file;
}

export const withDatabase = (url: string, database: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
};

/** Creates and migrates the template each test file's PostgreSQL database is copied from. */
export async function createTemplateDatabase({ adminUrl }: { adminUrl: string }): Promise<string> {
  const name = `roomcraft_template_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = withDatabase(adminUrl, name);
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  try {
    await migratePostgres({ pool });
  } finally {
    await pool.end();
  }
  await installJobSchema({ connectionString: url, max: 2 });
  return name;
}

export async function dropDatabase({ adminUrl, name }: { adminUrl: string; name: string }) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await admin.end();
  }
}
