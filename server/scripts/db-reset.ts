// `npm run db:reset -w server`: deletes all data in the database the environment names and migrates it
// again. Embedded: removes DATA_DIR/pglite (refused while a server holds the lock). PostgreSQL: drops the
// public, drizzle and pgboss schemas. Refused with NODE_ENV=production unless run with --force.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { loadConfig } from '../src/kernel/config';
import { createLogger } from '../src/app/logger';
import { openDatabase } from '../src/db/client';
import { acquireDataDirLock } from '../src/db/lockfile';

const config = loadConfig({ env: process.env });
if (config.nodeEnv === 'production' && !process.argv.includes('--force')) {
  process.stderr.write('Refusing to reset a production database. Run with --force if you really mean it.\n');
  process.exit(1);
}
const logger = createLogger({ config });

if (config.databaseUrl) {
  const client = new pg.Client({ connectionString: config.databaseUrl });
  await client.connect();
  try {
    await client.query(
      'drop schema if exists pgboss cascade; drop schema if exists drizzle cascade; drop schema if exists public cascade; create schema public;',
    );
  } finally {
    await client.end();
  }
} else {
  const lock = acquireDataDirLock({ dataDir: config.dataDir });
  try {
    rmSync(join(config.dataDir, 'pglite'), { recursive: true, force: true });
  } finally {
    lock.release();
  }
}

const database = await openDatabase({ config, logger });
await database.close();
process.stdout.write(`Database reset and migrated (${database.dialect}).\n`);
