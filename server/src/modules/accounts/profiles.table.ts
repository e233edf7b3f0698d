import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Role, StudioMode } from '@roomcraft/contracts/accounts';
import { users } from './auth.table';

export interface StoredPreferences {
  defaultMode?: StudioMode | null;
  defaultStyle?: string | null;
}

/**
 * User profile (docs/spec §3), one per user, created with the account. The role lives here, not in
 * better-auth: 'reviewer' and 'super_admin' get every feature; only 'super_admin' opens /admin.
 */
export const userProfiles = pgTable(
  'user_profiles',
  {
    userId: text()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    displayName: text(),
    firstName: text(),
    lastName: text(),
    /** Storage key of the 256x256 WebP avatar; served through signed URLs. */
    avatarKey: text(),
    /** Avatar link carried over from the legacy system; shown until the user uploads their own. */
    externalAvatarUrl: text(),
    preferences: jsonb().$type<StoredPreferences>().notNull().default({}),
    role: text({ enum: ['user', 'reviewer', 'super_admin'] })
      .$type<Role>()
      .notNull()
      .default('user'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('user_profiles_role_check', sql`${table.role} in ('user', 'reviewer', 'super_admin')`)],
);

export type UserProfileRow = typeof userProfiles.$inferSelect;
