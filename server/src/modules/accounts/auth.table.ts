import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// better-auth's four models in our database, read and written by its Drizzle adapter (see auth.instance.ts).
// Property names are better-auth's field names; ids are better-auth's generated strings.
const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/** Auth user (docs/spec §3): firstName, lastName and username are better-auth additional fields. */
export const users = pgTable(
  'users',
  {
    id: text().primaryKey(),
    /** Full name. */
    name: text().notNull(),
    email: text().notNull(),
    emailVerified: boolean().notNull().default(false),
    image: text(),
    firstName: text(),
    lastName: text(),
    username: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('users_email_key').on(table.email),
    uniqueIndex('users_username_key').on(table.username),
  ],
);

export const authSessions = pgTable(
  'auth_sessions',
  {
    id: text().primaryKey(),
    token: text().notNull(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    ipAddress: text(),
    userAgent: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('auth_sessions_token_key').on(table.token),
    index('auth_sessions_user_id_idx').on(table.userId),
  ],
);

/** Sign-in methods of a user; email+password is providerId 'credential' with the scrypt hash in password. */
export const authAccounts = pgTable(
  'auth_accounts',
  {
    id: text().primaryKey(),
    accountId: text().notNull(),
    providerId: text().notNull(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text(),
    refreshToken: text(),
    idToken: text(),
    accessTokenExpiresAt: timestamp({ withTimezone: true }),
    refreshTokenExpiresAt: timestamp({ withTimezone: true }),
    scope: text(),
    password: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('auth_accounts_user_id_idx').on(table.userId)],
);

/** Emailed codes: identifier `email-verification-otp-<email>`, value `<code>:<wrong tries>`. */
export const authVerifications = pgTable(
  'auth_verifications',
  {
    id: text().primaryKey(),
    identifier: text().notNull(),
    value: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('auth_verifications_identifier_idx').on(table.identifier)],
);

/**
 * Per-account throttles that must hold across processes: failed sign-ins (`sign-in:<email>`, growing
 * back-off) and code resend cool-downs (`code:<type>:<email>`).
 */
export const authThrottles = pgTable('auth_throttles', {
  key: text().primaryKey(),
  failures: integer().notNull().default(0),
  lockedUntil: timestamp({ withTimezone: true }),
  updatedAt: updatedAt(),
});

export type UserRow = typeof users.$inferSelect;
