import type { Role } from '@roomcraft/contracts/accounts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { authSessions, users } from '../auth.table';
import { userProfiles } from '../profiles.table';

export type SessionRepository = ReturnType<typeof createSessionRepository>;

/** Drizzle queries on sessions for the per-request viewer lookup. */
export function createSessionRepository({ db }: { db: Database }) {
  return {
    /** The session of a token with its user and role, in one query (every signed-in request runs it). */
    async findSessionViewer({ token }: { token: string }): Promise<{
      found:
        | {
            sessionId: string;
            expiresAt: Date;
            userId: string;
            email: string;
            emailVerified: boolean;
            role: Role | null;
          }
        | undefined;
    }> {
      const [found] = await db
        .select({
          sessionId: authSessions.id,
          expiresAt: authSessions.expiresAt,
          userId: users.id,
          email: users.email,
          emailVerified: users.emailVerified,
          role: userProfiles.role,
        })
        .from(authSessions)
        .innerJoin(users, eq(users.id, authSessions.userId))
        .leftJoin(userProfiles, eq(userProfiles.userId, authSessions.userId))
        .where(eq(authSessions.token, token))
        .limit(1);
      return { found };
    },
  };
}
