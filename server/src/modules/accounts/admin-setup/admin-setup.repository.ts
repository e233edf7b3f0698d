import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { adminSetupTokens } from '../admin-setup.table';

export type AdminSetupRepository = ReturnType<typeof createAdminSetupRepository>;

/** Drizzle queries on `admin_setup_tokens`. */
export function createAdminSetupRepository({ db }: { db: Database }) {
  return {
    async insertToken({ tokenHash }: { tokenHash: string }): Promise<void> {
      await db.insert(adminSetupTokens).values({ tokenHash });
    },

    /**
     * Deletes every token, but only if `tokenHash` is one of them, in one statement: of two concurrent
     * calls only one gets `wasConsumed`, so the first super admin is chosen once.
     */
    async consumeAll({ tokenHash }: { tokenHash: string }): Promise<{ wasConsumed: boolean }> {
      const rows = await db
        .delete(adminSetupTokens)
        .where(
          sql`exists (select 1 from ${adminSetupTokens} where ${adminSetupTokens.tokenHash} = ${tokenHash})`,
        )
        .returning({ tokenHash: adminSetupTokens.tokenHash });
      return { wasConsumed: rows.some((row) => row.tokenHash === tokenHash) };
    },

    async deleteAll(): Promise<void> {
      await db.delete(adminSetupTokens);
    },
  };
}
