import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestLogger } from '../../test/app';
import { createEmptyPostgresDatabase, seedDataDir, testDatabaseKind } from '../../test/test-db';
import { migrationsFolder } from '../kernel/paths';
import { createSystemRepository } from '../modules/system/system.repository';
import { openDatabase, type DatabaseHandle } from './client';
import { DataDirLockedError } from './lockfile';

const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
  entries: unknown[];
};
const logger = createTestLogger();

async function appliedMigrations(database: DatabaseHandle) {
  const result = await database.db.execute<{ count: number }>(
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  );
  return result.rows[0]?.count;
}

describe('openDatabase', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  const tempDataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'roomcraft-db-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    return dir;
  };

  it('opens the configured database with every migration applied, and keeps data across restarts', async () => {
    const dataDir = tempDataDir();
    let databaseUrl: string | undefined;
    if (testDatabaseKind() === 'postgres') {
      // From scratch, by two processes at once (web and worker starting together).
      const empty = await createEmptyPostgresDatabase();
      cleanups.push(() => empty.drop());
      databaseUrl = empty.url;
      const [first, second] = await Promise.all([
        openDatabase({ config: { dataDir, databaseUrl }, logger }),
        openDatabase({ config: { dataDir, databaseUrl }, logger }),
      ]);
      await second.close();
      await first.close();
    } else {
      await seedDataDir({ dataDir });
    }

    const database = await openDatabase({ config: { dataDir, databaseUrl }, logger });
    expect(database.dialect).toBe(testDatabaseKind());
    expect(await appliedMigrations(database)).toBe(journal.entries.length);
    await createSystemRepository({ db: database.db }).setMeta({ key: 'greeting', value: 'hello' });
    await database.close();

    const reopened = await openDatabase({ config: { dataDir, databaseUrl }, logger });
    expect(await createSystemRepository({ db: reopened.db }).getMeta({ key: 'greeting' })).toEqual({
      value: 'hello',
    });
    await reopened.close();
  });

  it('keeps a second opener off an embedded DATA_DIR until the first closes', async () => {
    const dataDir = tempDataDir();
    await seedDataDir({ dataDir });
    const first = await openDatabase({ config: { dataDir, databaseUrl: undefined }, logger });
    await expect(openDatabase({ config: { dataDir, databaseUrl: undefined }, logger })).rejects.toThrow(
      DataDirLockedError,
    );
    await first.close();
    const second = await openDatabase({ config: { dataDir, databaseUrl: undefined }, logger });
    await expect(second.ping()).resolves.toBeUndefined();
    await second.close();
  });
});
