import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { createPgliteHandle, createPostgresHandle, type DatabaseHandle } from '../src/db/client';
import { dropDatabase, withDatabase } from './golden-database';

export interface TestDb {
  /** Same shape as openDatabase() returns. */
  database: DatabaseHandle;
  /** PostgreSQL mode: the URL of this file's own database (for child processes). */
  url?: string;
  close(): Promise<void>;
}

export const testDatabaseKind = (): 'pglite' | 'postgres' => inject('testDatabase').kind;

let goldenImage: Promise<Blob> | undefined;
function readGoldenImage(path: string): Promise<Blob> {
  goldenImage ??= readFile(path).then((bytes) => new Blob([bytes]));
  return goldenImage;
}

/**
 * A freshly migrated database of its own for a test file (pg-boss schema included): a copy of the golden
 * PGlite image in memory, or with `TEST_DB=postgres` a new database made from the migrated template.
 */
export async function createTestDb(): Promise<TestDb> {
  const source = inject('testDatabase');
  if (source.kind === 'pglite') {
    const pglite = await PGlite.create({ loadDataDir: await readGoldenImage(source.goldenImagePath) });
    const database = createPgliteHandle({ pglite });
    return { database, close: () => database.close() };
  }

  const name = `roomcraft_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: source.adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}" template "${source.templateDatabase}"`);
  } finally {
    await admin.end();
  }
  const url = withDatabase(source.adminUrl, name);
  const pool = new pg.Pool({ connectionString: url, max: 5 });
  pool.on('error', () => undefined);
  const handle = createPostgresHandle({ pool, connectionString: url });
  const close = async () => {
    await handle.close();
    await dropDatabase({ adminUrl: source.adminUrl, name });
  };
  return { database: { ...handle, close }, url, close };
}

/**
 * Puts a migrated copy of the golden image in `dataDir/pglite`, where openDatabase() (and a
 * server process started on that DATA_DIR) will find it, skipping the slow first initdb.
 */
export async function seedDataDir({ dataDir }: { dataDir: string }): Promise<void> {
  const pglite = await PGlite.create({
    dataDir: join(dataDir, 'pglite'),
    loadDataDir: await readGoldenImage(inject('pgliteGoldenImagePath')),
  });
  await pglite.close();
}

/** PostgreSQL mode only: an empty database (no migrations), to test migrating from scratch. */
export async function createEmptyPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const source = inject('testDatabase');
  if (source.kind !== 'postgres') throw new Error('createEmptyPostgresDatabase needs TEST_DB=postgres');
  const name = `roomcraft_empty_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: source.adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  return {
    url: withDatabase(source.adminUrl, name),
    drop: () => dropDatabase({ adminUrl: source.adminUrl, name }),
  };
}
