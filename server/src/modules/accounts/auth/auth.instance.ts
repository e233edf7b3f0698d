import { createHmac } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { emailOTP } from 'better-auth/plugins';
import { authBasePath, accountLimits } from '@roomcraft/contracts/accounts';
import type { Logger } from 'pino';
import type { Config } from '../../../kernel/config';
import type { Database } from '../../../db/client';
import type { EmailPort } from '../../../providers/email/email.port';
import { legacySessionPlugin } from '../legacy/legacy-session.plugin';
import { createAccountEventsRepository } from '../account-events/account-events.repository';
import { authAccounts, authSessions, authVerifications, users } from '../auth.table';
import { createProfilesRepository } from '../profiles/profiles.repository';
import { onEmailVerified } from '../profiles/profiles.usecases';
import { buildCodeMail } from './auth-mail.models';
import { createThrottleRepository } from './throttle.repository';
import { throttleKeys } from './throttle.models';
import { viewerCache } from './viewer-cache';

/** better-auth error lines that describe the request, not the server ("Invalid callbackURL: ..."). */
const clientMistakeMessage =
  /^Invalid (callbackURL|errorCallbackURL|newUserCallbackURL|redirectURL|origin)\b/i;

export type AuthConfig = Pick<
  Config,
  | 'publicUrl'
  | 'authSecret'
  | 'filesSigningSecret'
  | 'adminEmail'
  | 'devRoleGrants'
  | 'authCodeTtlSeconds'
  | 'authCodeMaxAttempts'
  | 'authCodeResendSeconds'
  | 'authSessionDays'
>;

/** The session-cookie secret: AUTH_SECRET, else a key derived from the files signing secret. */
export function authSecretFor(config: Pick<Config, 'authSecret' | 'filesSigningSecret'>): string {
  return (
    config.authSecret ??
    createHmac('sha256', config.filesSigningSecret).update('roomcraft:better-auth-secret').digest('base64url')
  );
}

/**
 * better-auth on our database: email + password with a required 6-digit email code (emailOTP plugin, codes
 * through our email port), sessions in `auth_sessions` behind an httpOnly SameSite=Lax cookie. Rate limits
 * and per-account back-off are ours (auth.routes.ts), so better-auth's in-memory limiter is off.
 * OTP sign-in is deliberately not exposed (auth.routes.ts allow-list): on an unverified email it would
 * delete that user's password login.
 */
export function createAccountsAuth({
  config,
  logger,
  db,
  email,
}: {
  config: AuthConfig;
  logger: Logger;
  db: Database;
  email: EmailPort;
}) {
  const publicOrigin = new URL(config.publicUrl).origin;
  const throttles = createThrottleRepository({ db });
  const profiles = createProfilesRepository({ db });
  const accountEvents = createAccountEventsRepository({ db });

  return betterAuth({
    appName: 'Roomcraft',
    baseURL: publicOrigin,
    basePath: authBasePath,
    secret: authSecretFor(config),
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: authSessions, account: authAccounts, verification: authVerifications },
    }),
    // PUBLIC_URL's origin, plus the host the request came to (mirrors the cross-site guard in
    // http-security.ts; auth-proxy.ts sets x-forwarded-host from Fastify's request.host).
    trustedOrigins: async (request) => {
      const host = request?.headers.get('x-forwarded-host');
      return host ? [publicOrigin, `${new URL(publicOrigin).protocol}//${host}`] : [publicOrigin];
    },
    telemetry: { enabled: false },
    // Our own per-IP (fastify rate-limit) and per-account (database) limits cover every auth route.
    rateLimit: { enabled: false },
    logger: {
      log: (level, message, ...args) => {
        // Its warnings are routine ("Invalid password"): info, not warn. So are the errors it logs for a
        // caller's bad redirect or origin: the caller gets a 4xx, and the server has nothing to fix.
        const isCallerMistake = clientMistakeMessage.test(message);
        const log =
          level === 'error' && !isCallerMistake
            ? logger.error
            : level === 'warn' || isCallerMistake
              ? logger.info
              : logger.debug;
        const err = args.find((arg) => arg instanceof Error);
        const rest = args.filter((arg) => !(arg instanceof Error));
        log.call(
          logger,
          { component: 'better-auth', err, args: rest.length > 0 ? rest : undefined },
          message,
        );
      },
    },
    user: {
      additionalFields: {
        // Required for public sign-ups by signUpRequestSchema; optional here for imported legacy accounts.
        firstName: { type: 'string', required: false, input: true },
        lastName: { type: 'string', required: false, input: true },
        username: { type: 'string', required: false, input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: accountLimits.passwordMinLength,
      maxPasswordLength: accountLimits.passwordMaxLength,
      revokeSessionsOnPasswordReset: true,
    },
    emailVerification: {
      sendOnSignUp: true,
      // auth.routes.ts re-sends the code on an unverified sign-in itself, honouring the resend cool-down.
      sendOnSignIn: false,
      autoSignInAfterVerification: true,
    },
    session: {
      expiresIn: config.authSessionDays * 24 * 60 * 60,
      updateAge: 24 * 60 * 60,
    },
    advanced: {
      cookiePrefix: 'roomcraft',
      useSecureCookies: publicOrigin.startsWith('https:'),
      // Same checks in tests as in production (better-auth skips them under NODE_ENV=test by default).
      disableOriginCheck: false,
      disableCSRFCheck: false,
    },
    // Any session or user change forgets the sessions cached for the per-request lookup (viewer-cache.ts).
    databaseHooks: {
      session: {
        update: { after: async () => viewerCache.clear() },
        delete: { after: async () => viewerCache.clear() },
      },
      user: {
        delete: { after: async () => viewerCache.clear() },
        create: {
          after: async (user) => {
            await profiles.ensureProfile({
              userId: user.id,
              firstName: (user.firstName as string | null | undefined) ?? null,
              lastName: (user.lastName as string | null | undefined) ?? null,
            });
          },
        },
        update: {
          // Every path that verifies an email (code, password reset by code) updates the user: one place
          // records the welcome-credit event and applies ADMIN_EMAIL.
          after: async (user) => {
            viewerCache.clear();
            if (!user.emailVerified) return;
            await onEmailVerified({
              user: { id: user.id, email: user.email },
              adminEmail: config.adminEmail,
              roleGrants: config.devRoleGrants,
              profilesRepository: profiles,
              accountEventsRepository: accountEvents,
              logger,
            });
          },
        },
      },
    },
    plugins: [
      emailOTP({
        otpLength: accountLimits.verificationCodeLength,
        expiresIn: config.authCodeTtlSeconds,
        allowedAttempts: config.authCodeMaxAttempts,
        overrideDefaultEmailVerification: true,
        // Codes are kept hashed: a database reader cannot use pending codes.
        storeOTP: 'hashed',
        async sendVerificationOTP({ email: to, otp, type }) {
          await email.send(buildCodeMail({ to, otp, type, ttlSeconds: config.authCodeTtlSeconds }));
          await throttles.lockUntil({
            key: throttleKeys.codeResend({ email: to, type }),
            until: new Date(Date.now() + config.authCodeResendSeconds * 1000),
          });
        },
      }),
      legacySessionPlugin(),
    ],
  });
}

export type AccountsAuth = ReturnType<typeof createAccountsAuth>;
