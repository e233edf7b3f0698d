import { and, eq, gt, ne } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { legacyMigrations, legacyUsers, type LegacyMigrationRow, type LegacyUserRow } from '../legacy.table';

export type LegacyRepository = ReturnType<typeof createLegacyRepository>;

export type NewLegacyUser = Omit<typeof legacyUsers.$inferInsert, 'id' | 'importedAt'>;

/** Drizzle queries on `legacy_users` and `legacy_migrations`. */
export function createLegacyRepository({ db }: { db: Database }) {
  return {
    /** Inserts unless the email exists already (imports are idempotent by email). */
    async insertLegacyUser(user: NewLegacyUser): Promise<{ wasInserted: boolean }> {
      const rows = await db
        .insert(legacyUsers)
        .values({ ...user, email: user.email.toLowerCase() })
        .onConflictDoNothing({ target: legacyUsers.email })
        .returning({ id: legacyUsers.id });
      return { wasInserted: rows.length > 0 };
    },

    async findLegacyUserByEmail({
      email,
    }: {
      email: string;
    }): Promise<{ legacyUser: LegacyUserRow | undefined }> {
      const [row] = await db
        .select()
        .from(legacyUsers)
        .where(eq(legacyUsers.email, email.toLowerCase()))
        .limit(1);
      return { legacyUser: row };
    },

    async findLegacyUser({ id }: { id: string }): Promise<{ legacyUser: LegacyUserRow | undefined }> {
      const [row] = await db.select().from(legacyUsers).where(eq(legacyUsers.id, id)).limit(1);
      return { legacyUser: row };
    },

    async findMigrationByLegacyUser({
      legacyUserId,
    }: {
      legacyUserId: string;
    }): Promise<{ migration: LegacyMigrationRow | undefined }> {
      const [row] = await db
        .select()
        .from(legacyMigrations)
        .where(eq(legacyMigrations.legacyUserId, legacyUserId))
        .limit(1);
      return { migration: row };
    },

    /** The migration a live (unexpired) token belongs to. */
    async findMigrationByToken({
      tokenHash,
      now,
    }: {
      tokenHash: string;
      now: Date;
    }): Promise<{ migration: LegacyMigrationRow | undefined }> {
      const [row] = await db
        .select()
        .from(legacyMigrations)
        .where(and(eq(legacyMigrations.tokenHash, tokenHash), gt(legacyMigrations.tokenExpiresAt, now)))
        .limit(1);
      return { migration: row };
    },

    /** Creates the record, or gives an unfinished one a new token. Never touches a completed one. */
    async issueMigrationToken({
      legacyUserId,
      email,
      tokenHash,
      tokenExpiresAt,
    }: {
      legacyUserId: string;
      email: string;
      tokenHash: string;
      tokenExpiresAt: Date;
    }): Promise<void> {
      await db
        .insert(legacyMigrations)
        .values({ legacyUserId, email, tokenHash, tokenExpiresAt, notes: 'Legacy sign-in verified' })
        .onConflictDoUpdate({
          target: legacyMigrations.legacyUserId,
          set: { tokenHash, tokenExpiresAt, updatedAt: new Date() },
          where: ne(legacyMigrations.status, 'completed'),
        });
    },

    async updateMigration({
      id,
      changes,
    }: {
      id: string;
      changes: Partial<Omit<LegacyMigrationRow, 'id' | 'legacyUserId' | 'createdAt'>>;
    }): Promise<void> {
      await db
        .update(legacyMigrations)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(legacyMigrations.id, id));
    },
  };
}
