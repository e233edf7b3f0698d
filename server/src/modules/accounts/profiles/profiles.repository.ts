import { eq, sql } from 'drizzle-orm';
import type { Role } from '@roomcraft/contracts/accounts';
import type { Database } from '../../../db/client';
import { users, type UserRow } from '../auth.table';
import { userProfiles, type StoredPreferences, type UserProfileRow } from '../profiles.table';
import { viewerCache } from '../auth/viewer-cache';

// The new value (typed, so PostgreSQL knows the parameter's type) or the column's current one.
const nameExpression = (value: string | undefined, column: typeof users.firstName | typeof users.lastName) =>
  value === undefined ? sql`${column}` : sql`${value}::text`;

export type ProfilesRepository = ReturnType<typeof createProfilesRepository>;

/** Drizzle queries on `user_profiles` (and the names on `users` they mirror). */
export function createProfilesRepository({ db }: { db: Database }) {
  return {
    /** Creates the profile if missing; never overwrites one. */
    async ensureProfile({
      userId,
      firstName,
      lastName,
    }: {
      userId: string;
      firstName: string | null;
      lastName: string | null;
    }): Promise<void> {
      await db.insert(userProfiles).values({ userId, firstName, lastName }).onConflictDoNothing();
    },

    async findUserWithProfile({
      userId,
    }: {
      userId: string;
    }): Promise<{ user: UserRow | undefined; profile: UserProfileRow | undefined }> {
      const [row] = await db
        .select({ user: users, profile: userProfiles })
        .from(users)
        .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
        .where(eq(users.id, userId))
        .limit(1);
      return { user: row?.user, profile: row?.profile ?? undefined };
    },

    async findRole({ userId }: { userId: string }): Promise<{ role: Role | undefined }> {
      const [row] = await db
        .select({ role: userProfiles.role })
        .from(userProfiles)
        .where(eq(userProfiles.userId, userId))
        .limit(1);
      return { role: row?.role };
    },

    /** Applies a partial update; names are mirrored on `users` so better-auth's session user agrees. */
    async updateProfile({
      userId,
      changes,
    }: {
      userId: string;
      changes: {
        displayName?: string | null;
        firstName?: string;
        lastName?: string;
        preferences?: StoredPreferences;
        avatarKey?: string | null;
        externalAvatarUrl?: string | null;
      };
    }): Promise<void> {
      const { preferences, ...columns } = changes;
      await db.transaction(async (tx) => {
        await tx
          .update(userProfiles)
          .set({
            ...columns,
            // Merge, so a request that changes one preference keeps the other.
            ...(preferences
              ? { preferences: sql`${userProfiles.preferences} || ${JSON.stringify(preferences)}::jsonb` }
              : {}),
            updatedAt: new Date(),
          })
          .where(eq(userProfiles.userId, userId));
        if (changes.firstName !== undefined || changes.lastName !== undefined) {
          await tx
            .update(users)
            .set({
              ...(changes.firstName !== undefined ? { firstName: changes.firstName } : {}),
              ...(changes.lastName !== undefined ? { lastName: changes.lastName } : {}),
              name: sql`trim(concat_ws(' ', ${nameExpression(changes.firstName, users.firstName)}, ${nameExpression(changes.lastName, users.lastName)}))`,
              updatedAt: new Date(),
            })
            .where(eq(users.id, userId));
        }
      });
    },

    async setRole({ userId, role }: { userId: string; role: Role }): Promise<void> {
      await db
        .update(userProfiles)
        .set({ role, updatedAt: new Date() })
        .where(eq(userProfiles.userId, userId));
      // The user's next request sees the new role, not the one cached with their session.
      viewerCache.forgetUser(userId);
    },

    async hasSuperAdmin(): Promise<boolean> {
      const [row] = await db
        .select({ userId: userProfiles.userId })
        .from(userProfiles)
        .where(eq(userProfiles.role, 'super_admin'))
        .limit(1);
      return row !== undefined;
    },

    async findUserByEmail({ email }: { email: string }): Promise<{ user: UserRow | undefined }> {
      const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
      return { user: row };
    },

    async isUsernameTaken({ username }: { username: string }): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.username, username))
        .limit(1);
      return row !== undefined;
    },

    async setUsername({ userId, username }: { userId: string; username: string }): Promise<void> {
      await db.update(users).set({ username, updatedAt: new Date() }).where(eq(users.id, userId));
    },
  };
}
