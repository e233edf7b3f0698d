import type { BetterAuthPlugin } from 'better-auth';
import { createAuthEndpoint } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { z } from 'zod';

/**
 * A server-only better-auth endpoint (no HTTP path) that opens a session for a user the legacy upgrade
 * has just proven, with better-auth's own cookie. Used when the email was verified by another route
 * meanwhile (spec: an "already verified" outcome counts as success).
 */
export const legacySessionPlugin = () =>
  ({
    id: 'roomcraft-legacy-session',
    endpoints: {
      createMigratedUserSession: createAuthEndpoint.serverOnly(
        { method: 'POST', body: z.object({ userId: z.string().min(1) }) },
        async (ctx) => {
          const user = await ctx.context.internalAdapter.findUserById(ctx.body.userId);
          if (!user) return ctx.json({ success: false });
          const session = await ctx.context.internalAdapter.createSession(user.id);
          await setSessionCookie(ctx, { session, user });
          return ctx.json({ success: true });
        },
      ),
    },
  }) satisfies BetterAuthPlugin;
