import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One-time tokens for becoming the first super admin. Only the SHA-256 of each token is stored; every
 * process that starts while no super admin exists issues (and logs) its own. All are deleted once used.
 */
export const adminSetupTokens = pgTable('admin_setup_tokens', {
  tokenHash: text().primaryKey(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
