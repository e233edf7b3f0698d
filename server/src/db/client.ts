import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { Assume } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Logger } from 'pino';
import type { Config } from '../kernel/config';
import { acquireDataDirLock } from './lockfile';
import { migratePglite, migratePostgres } from './migrate';
import * as schema from './schema';

export type Schema = typeof schema;

/** What both drivers' raw results have in common: `db.execute(sql\`...\`)` resolves to `{ rows }`. */
export interface RowsResult<TRow> {
  rows: TRow[];
}
export interface RowsQueryResultHKT extends PgQueryResultHKT {
  type: RowsResult<Assume<this['row'], Record<string, unknown>>>;
}

/**
 * What repositories receive: the Drizzle API shared by the PGlite and node-postgres drivers. Prefer the
 * query builder (`db.select()`, `db.insert()`, `db.transaction()`); raw `db.execute()` gives `{ rows }`.
 */
export type Database = PgDatabase<RowsQueryResultHKT, Schema>;

export type DatabaseDialect = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  dialect: DatabaseDialect;
  /** The embedded instance (pg-boss runs on it too). */
  pglite?: PGlite;
  /** The node-postgres pool when DATABASE_URL is set. */
  pool?: pg.Pool;
  /** The connection string pg-boss opens its own pool with (PostgreSQL only). */
  connectionString?: string;
  /** Resolves when `select 1` answers; rejects otherwise. */
  ping(): Promise<void>;
  /** Closes connections and releases the DATA_DIR lock. Safe to call twice. */
  close(): Promise<void>;
}

// One casing rule for drizzle-kit (drizzle.config.ts) and the runtime, so `text()` without a name maps
// `createdAt` to `created_at` in both.
const drizzleOptions = { schema, casing: 'snake_case' } as const;

function onceOnly(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

/** Wraps an open PGlite instance. `onClose` runs after it is closed (lock release, temp dir removal). */
export function createPgliteHandle({
  pglite,
  onClose,
}: {
  pglite: PGlite;
  onClose?: () => Promise<void> | void;
}): DatabaseHandle {
  return {
    db: drizzlePglite({ client: pglite, ...drizzleOptions }),
    dialect: 'pglite',
    pglite,
    async ping() {
      await pglite.query('select 1');
    },
    close: onceOnly(async () => {
      try {
        if (!pglite.closed) await pglite.close();
      } finally {
        await onClose?.();
      }
    }),
  };
}

/** Wraps a node-postgres pool opened on `connectionString`. */
export function createPostgresHandle({
  pool,
  connectionString,
}: {
  pool: pg.Pool;
  connectionString: string;
}): DatabaseHandle {
  return {
    db: drizzlePostgres({ client: pool, ...drizzleOptions }),
    dialect: 'postgres',
    pool,
    connectionString,
    async ping() {
      await pool.query('select 1');
    },
    close: onceOnly(() => pool.end()),
  };
}

/**
 * Opens the database the config names and brings its schema up to date: PostgreSQL when DATABASE_URL is
 * set, else embedded PGlite in `DATA_DIR/pglite`, guarded by the DATA_DIR lockfile.
 */
export async function openDatabase({
  config,
  logger,
}: {
  config: Pick<Config, 'dataDir' | 'databaseUrl'>;
  logger: Logger;
}): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: 10,
      application_name: 'roomcraft',
    });
    // An idle client losing its connection emits here; without a listener it would crash the process.
    pool.on('error', (error) => logger.error({ err: error }, 'PostgreSQL connection error'));
    try {
      await migratePostgres({ pool });
    } catch (error) {
      await pool.end();
      throw error;
    }
    logger.info({ dialect: 'postgres' }, 'database ready');
    return createPostgresHandle({ pool, connectionString: config.databaseUrl });
  }

  const lock = acquireDataDirLock({ dataDir: config.dataDir });
  let pglite: PGlite | undefined;
  try {
    const dataDir = join(config.dataDir, 'pglite');
    const started = Date.now();
    pglite = await PGlite.create({ dataDir });
    await migratePglite({ pglite });
    logger.info({ dialect: 'pglite', dataDir, ms: Date.now() - started }, 'database ready');
    return createPgliteHandle({ pglite, onClose: () => lock.release() });
  } catch (error) {
    await pglite?.close().catch(() => undefined);
    lock.release();
    throw error;
  }
}
