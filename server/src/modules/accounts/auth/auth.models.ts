import { errorCodes } from '@roomcraft/contracts';
import {
  AppError,
  createCrossSiteError,
  createUnauthorizedError,
  createValidationError,
} from '../../../kernel/errors';
import {
  createCodeAttemptsExhaustedError,
  createCodeExpiredError,
  createEmailNotVerifiedError,
  createInvalidCodeError,
  createInvalidCredentialsError,
  createPasswordInvalidError,
} from '../accounts.errors';

/** better-auth's error body: `{ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' }`. */
export interface BetterAuthErrorBody {
  code?: string;
  message?: string;
}

const byCode: Record<string, () => AppError> = {
  INVALID_EMAIL_OR_PASSWORD: createInvalidCredentialsError,
  EMAIL_NOT_VERIFIED: createEmailNotVerifiedError,
  INVALID_OTP: createInvalidCodeError,
  OTP_EXPIRED: createCodeExpiredError,
  TOO_MANY_ATTEMPTS: createCodeAttemptsExhaustedError,
  PASSWORD_TOO_SHORT: createPasswordInvalidError,
  PASSWORD_TOO_LONG: createPasswordInvalidError,
  INVALID_EMAIL: () => createValidationError({ details: { email: 'Invalid email address' } }),
  INVALID_ORIGIN: createCrossSiteError,
  MISSING_OR_NULL_ORIGIN: createCrossSiteError,
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: createCrossSiteError,
  // A verified code for an email without an account: say no more than a wrong code would.
  USER_NOT_FOUND: createInvalidCodeError,
};

/**
 * Translates a better-auth error response into our `{ error: { code, message } }` shape, so the web app
 * branches on one set of codes. Unknown client errors keep better-auth's message under `auth.<code>`;
 * server errors become undefined (a generic 500).
 */
export function toAuthAppError({
  status,
  body,
}: {
  status: number;
  body: BetterAuthErrorBody;
}): AppError | undefined {
  const known = body.code ? byCode[body.code] : undefined;
  if (known) return known();
  if (status === 401) return createUnauthorizedError();
  if (status >= 400 && status < 500) {
    return new AppError({
      code: body.code ? `auth.${body.code.toLowerCase()}` : errorCodes.validation,
      status,
      message: body.message ?? 'The request could not be processed.',
    });
  }
  return undefined;
}

/** Drops session tokens from JSON bodies: the session lives only in the httpOnly cookie. */
export function withoutTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTokens);
  if (value === null || typeof value !== 'object') return value;
  const result: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value)) {
    if (key === 'token' || key === 'redirect' || key === 'url') continue;
    result[key] = key === 'session' ? withoutSessionSecrets(entry) : withoutTokens(entry);
  }
  return result;
}

function withoutSessionSecrets(session: unknown): unknown {
  if (session === null || typeof session !== 'object') return session;
  const { id, userId, expiresAt } = session as Record<string, unknown>;
  return { id, userId, expiresAt };
}
