import {
  accountErrorCodes,
  adminSetupMessages,
  authMessages,
  avatarMessages,
  migrationMessages,
  verificationMessages,
} from '@roomcraft/contracts/accounts';
import { AppError } from '../../kernel/errors';

// Every expected accounts failure, with the spec's texts where it gives one (packages/contracts/src/accounts.ts).

const retryAfter = (seconds: number) => ({ 'retry-after': String(Math.max(1, Math.ceil(seconds))) });

export const createInvalidCredentialsError = () =>
  new AppError({
    code: accountErrorCodes.invalidCredentials,
    status: 401,
    message: authMessages.invalidCredentials,
  });

export const createEmailNotVerifiedError = () =>
  new AppError({
    code: accountErrorCodes.emailNotVerified,
    status: 403,
    message: verificationMessages.emailNotVerified,
  });

export const createVerificationRequiredError = () =>
  new AppError({
    code: accountErrorCodes.verificationRequired,
    status: 403,
    message: verificationMessages.verificationRequired,
  });

export const createInvalidCodeError = () =>
  new AppError({
    code: accountErrorCodes.invalidCode,
    status: 400,
    message: verificationMessages.invalidCode,
  });

export const createCodeExpiredError = () =>
  new AppError({
    code: accountErrorCodes.codeExpired,
    status: 400,
    message: verificationMessages.codeExpired,
  });

export const createCodeAttemptsExhaustedError = () =>
  new AppError({
    code: accountErrorCodes.codeAttemptsExhausted,
    status: 403,
    message: verificationMessages.attemptsExhausted,
  });

export const createCodeCooldownError = ({ retryAfterSeconds }: { retryAfterSeconds: number }) =>
  new AppError({
    code: accountErrorCodes.codeCooldown,
    status: 429,
    message: verificationMessages.codeCooldown,
    headers: retryAfter(retryAfterSeconds),
  });

export const createSignInThrottledError = ({ retryAfterSeconds }: { retryAfterSeconds: number }) =>
  new AppError({
    code: accountErrorCodes.signInThrottled,
    status: 429,
    message: authMessages.signInThrottled,
    headers: retryAfter(retryAfterSeconds),
  });

export const createPasswordInvalidError = () =>
  new AppError({
    code: accountErrorCodes.passwordInvalid,
    status: 400,
    message: authMessages.passwordInvalid,
    details: { password: authMessages.passwordInvalid },
  });

export const createAvatarUnsupportedError = () =>
  new AppError({
    code: accountErrorCodes.avatarUnsupported,
    status: 415,
    message: `${avatarMessages.unsupportedTitle}: ${avatarMessages.unsupported}`,
  });

export const createAvatarTooLargeError = ({ sizeBytes }: { sizeBytes?: number } = {}) =>
  new AppError({
    code: accountErrorCodes.avatarTooLarge,
    status: 413,
    message:
      sizeBytes === undefined
        ? `${avatarMessages.tooLargeTitle}: ${avatarMessages.tooLarge}`
        : `${avatarMessages.tooLargeTitle}: ${avatarMessages.tooLarge} Current size: ${(sizeBytes / 1024 / 1024).toFixed(1)} MB`,
  });

export const createAdminSetupTokenInvalidError = () =>
  new AppError({
    code: accountErrorCodes.adminSetupTokenInvalid,
    status: 403,
    message: adminSetupMessages.tokenInvalid,
  });

export const createAdminSetupDoneError = () =>
  new AppError({
    code: accountErrorCodes.adminSetupDone,
    status: 409,
    message: adminSetupMessages.alreadyDone,
  });

export const createAccountExistsError = () =>
  new AppError({
    code: accountErrorCodes.accountExists,
    status: 409,
    message: migrationMessages.accountExists,
  });

export const createMigrationAlreadyCompleteError = () =>
  new AppError({
    code: accountErrorCodes.migrationAlreadyComplete,
    status: 409,
    message: `${migrationMessages.alreadyCompleteTitle}: ${migrationMessages.alreadyComplete}`,
  });

export const createMigrationTokenInvalidError = () =>
  new AppError({
    code: accountErrorCodes.migrationTokenInvalid,
    status: 400,
    message: migrationMessages.tokenInvalid,
  });
