import { accountRoutes } from '@roomcraft/contracts/accounts';
import type { FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import type { Config } from '../../../kernel/config';
import { rateLimit } from '../../../kernel/http';
import { apiRoute, type RoutePlugin } from '../../../kernel/routes';
import type { ActivityRepository } from '../activity/activity.repository';
import { logActivity } from '../activity/activity.usecases';
import { callAuth, sendAuthOutcome, type AuthOutcome } from './auth-proxy';
import type { AccountsAuth } from './auth.instance';
import type { ThrottleRepository } from './throttle.repository';
import { throttleKeys } from './throttle.models';
import {
  claimSignInAttempt,
  settleSignInAttempt,
  startCodeCooldown,
  assertCodeCooldownOver,
} from './throttle.usecases';
import { getViewer } from './session';

type RouteApp = Parameters<RoutePlugin>[0];

/**
 * better-auth under /api/auth, one Fastify route per endpoint we offer (anything else is a 404, including
 * OTP sign-in: see auth.instance.ts). Each route goes through the app's cross-site guard, zod validation,
 * a per-IP rate limit and our error shape; sign-in adds the per-account back-off, code requests the
 * resend cool-down.
 */
/**
 * Routes whose work differs between an address with an account and one without (a code is made and
 * mailed, or a user is created and a password hashed) answer no sooner than these floors, so response
 * times do not tell which emails have accounts. Each floor sits well above the slower path here.
 */
const answerFloorMs = { signUp: 400, codeRequest: 200 } as const;

async function atLeast<T>(floorMs: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const left = floorMs - (performance.now() - started);
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  }
}

export function registerAuthRoutes(
  app: RouteApp,
  {
    auth,
    config,
    throttleRepository,
    activityRepository,
    logger,
  }: {
    auth: AccountsAuth;
    config: Pick<Config, 'publicUrl' | 'authRateLimitMax' | 'authLockoutThreshold' | 'authCodeResendSeconds'>;
    throttleRepository: ThrottleRepository;
    activityRepository: ActivityRepository;
    logger: Logger;
  },
): void {
  const publicOrigin = new URL(config.publicUrl).origin;
  const limited = { config: rateLimit({ max: config.authRateLimitMax }) };
  const forward = (request: FastifyRequest, body?: unknown) =>
    callAuth({ auth, request, body, publicOrigin });
  const cooldown = { throttleRepository, seconds: config.authCodeResendSeconds };

  const logLogin = async (request: FastifyRequest, outcome: AuthOutcome) => {
    const userId = (outcome.body as { user?: { id?: string } } | null)?.user?.id;
    if (!userId) return;
    await logActivity({
      userId,
      input: { action: 'login', description: 'Signed in' },
      userAgent: request.headers['user-agent'],
      activityRepository,
    }).catch((error: unknown) => logger.warn({ err: error }, 'could not log the login'));
  };

  app.route({
    ...apiRoute(accountRoutes.signUpEmail),
    ...limited,
    handler: async (request, reply) => {
      const { firstName, lastName } = request.body;
      const name = request.body.name ?? `${firstName} ${lastName}`;
      const outcome = await atLeast(answerFloorMs.signUp, () => forward(request, { ...request.body, name }));
      // Also for an address that has an account already (better-auth answers those alike), so the
      // cool-down reveals nothing either.
      if (outcome.status === 200)
        await startCodeCooldown({ ...cooldown, email: request.body.email, type: 'email-verification' });
      return sendAuthOutcome(reply, outcome);
    },
  });

  app.route({
    ...apiRoute(accountRoutes.signInEmail),
    ...limited,
    handler: async (request, reply) => {
      const { email } = request.body;
      await claimSignInAttempt({ email, threshold: config.authLockoutThreshold, throttleRepository });
      const outcome = await forward(request, request.body);
      await settleSignInAttempt({
        email,
        outcome:
          outcome.status === 200
            ? 'success'
            : outcome.errorCode === 'INVALID_EMAIL_OR_PASSWORD'
              ? 'failure'
              : 'other',
        throttleRepository,
      });
      if (outcome.errorCode === 'EMAIL_NOT_VERIFIED') {
        // The password was right: mail a fresh code unless one just went out.
        const key = throttleKeys.codeResend({ email, type: 'email-verification' });
        const lock = await throttleRepository.find({ key });
        if (!lock?.lockedUntil || lock.lockedUntil.getTime() <= Date.now()) {
          await auth.api.sendVerificationOTP({ body: { email, type: 'email-verification' } });
        }
      }
      if (outcome.status === 200) await logLogin(request, outcome);
      return sendAuthOutcome(reply, outcome);
    },
  });

  app.route({
    ...apiRoute(accountRoutes.signOut),
    ...limited,
    handler: async (request, reply) => {
      const viewer = await getViewer(request);
      const outcome = await forward(request, {});
      if (outcome.status === 200 && viewer) {
        await logActivity({
          userId: viewer.userId,
          input: { action: 'logout', description: 'Signed out' },
          userAgent: request.headers['user-agent'],
          activityRepository,
        }).catch((error: unknown) => logger.warn({ err: error }, 'could not log the logout'));
      }
      return sendAuthOutcome(reply, outcome);
    },
  });

  app.route({
    ...apiRoute(accountRoutes.getSession),
    config: rateLimit(),
    handler: async (request, reply) => sendAuthOutcome(reply, await forward(request)),
  });

  const codeRequest = async (
    request: FastifyRequest,
    email: string,
    type: 'email-verification' | 'forget-password',
    body: unknown,
  ) => {
    return atLeast(answerFloorMs.codeRequest, async () => {
      await assertCodeCooldownOver({ ...cooldown, email, type });
      const outcome = await forward(request, body);
      if (outcome.status === 200) await startCodeCooldown({ ...cooldown, email, type });
      return outcome;
    });
  };

  app.route({
    ...apiRoute(accountRoutes.sendVerificationOtp),
    ...limited,
    handler: async (request, reply) =>
      sendAuthOutcome(reply, await codeRequest(request, request.body.email, request.body.type, request.body)),
  });

  for (const route of [accountRoutes.requestPasswordReset, accountRoutes.forgetPassword]) {
    app.route({
      ...apiRoute(route),
      ...limited,
      handler: async (request, reply) =>
        sendAuthOutcome(
          reply,
          await codeRequest(request, request.body.email, 'forget-password', request.body),
        ),
    });
  }

  app.route({
    ...apiRoute(accountRoutes.verifyEmail),
    ...limited,
    handler: async (request, reply) => {
      const outcome = await forward(request, request.body);
      if (outcome.status === 200) {
        await throttleRepository.clear({ key: throttleKeys.signIn(request.body.email) });
        await logLogin(request, outcome);
      }
      return sendAuthOutcome(reply, outcome);
    },
  });

  app.route({
    ...apiRoute(accountRoutes.resetPassword),
    ...limited,
    handler: async (request, reply) => {
      const outcome = await forward(request, request.body);
      // Whoever holds the emailed code owns the account: lift any sign-in back-off.
      if (outcome.status === 200)
        await throttleRepository.clear({ key: throttleKeys.signIn(request.body.email) });
      return sendAuthOutcome(reply, outcome);
    },
  });

  app.route({
    ...apiRoute(accountRoutes.changePassword),
    ...limited,
    handler: async (request, reply) => sendAuthOutcome(reply, await forward(request, request.body)),
  });
}
