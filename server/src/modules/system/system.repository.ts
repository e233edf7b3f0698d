import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { appMeta } from './system.table';

export function createSystemRepository({ db }: { db: Database }) {
  return {
    async getMeta({ key }: { key: string }) {
      const [row] = await db.select().from(appMeta).where(eq(appMeta.key, key));
      return { value: row?.value };
    },
    async setMeta({ key, value }: { key: string; value: string }) {
      await db
        .insert(appMeta)
        .values({ key, value })
        .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: new Date() } });
    },
  };
}

export type SystemRepository = ReturnType<typeof createSystemRepository>;
