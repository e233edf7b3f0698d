import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePgliteDb } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgresDb } from 'drizzle-orm/node-postgres/migrator';
import type { Pool } from 'pg';
import { migrationsFolder } from '../kernel/paths';

/** Applies the generated migrations in server/drizzle to an embedded database. */
export async function migratePglite({ pglite }: { pglite: PGlite }): Promise<void> {
  await migratePgliteDb(drizzlePglite({ client: pglite }), { migrationsFolder });
}

// Any constant works; it only has to be the same in every Roomcraft process.
const migrationLockKey = 72_114_301;

/**
 * Applies the migrations on PostgreSQL. Several processes (web + workers) may start together, and the
 * Drizzle migrator does not lock, so they take turns on a session advisory lock on one connection.
 */
export async function migratePostgres({ pool }: { pool: Pool }): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [migrationLockKey]);
    try {
      await migratePostgresDb(drizzlePostgres({ client }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [migrationLockKey]);
    }
  } finally {
    client.release();
  }
}
