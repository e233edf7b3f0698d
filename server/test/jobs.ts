import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../src/db/client';

export interface StoredJob {
  state: 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
  retryCount: number;
  output: unknown;
}

/** Reads a job row straight from pg-boss's table, so it works after the queue itself has stopped. */
export async function readStoredJob({ database, id }: { database: DatabaseHandle; id: string }) {
  const result = await database.db.execute(
    sql`select state, retry_count as "retryCount", output from pgboss.job where id = ${id}::uuid`,
  );
  return (result.rows[0] as StoredJob | undefined) ?? undefined;
}
