import { accountErrorCodes, authMessages, verificationMessages } from '@roomcraft/contracts/accounts';
import { isApiError } from '@/lib/api-client';

export const connectionMessage = 'We could not reach the server. Check your connection and try again.';

const messagesByCode: Record<string, string> = {
  [accountErrorCodes.invalidCredentials]: authMessages.invalidCredentials,
  [accountErrorCodes.signInThrottled]: authMessages.signInThrottled,
  [accountErrorCodes.passwordInvalid]: authMessages.passwordInvalid,
  [accountErrorCodes.invalidCode]: verificationMessages.invalidCode,
  [accountErrorCodes.codeExpired]: verificationMessages.codeExpired,
  [accountErrorCodes.codeAttemptsExhausted]: verificationMessages.attemptsExhausted,
  [accountErrorCodes.codeCooldown]: verificationMessages.codeCooldown,
  [accountErrorCodes.emailNotVerified]: verificationMessages.emailNotVerified,
  [accountErrorCodes.verificationRequired]: verificationMessages.verificationRequired,
};

/**
 * What to tell the user about a failed account call: the server's message for an answer from our API
 * (its texts come from the spec), our own wording for known codes without one, else `fallback`.
 */
export function accountErrorMessage(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  if (error.kind === 'network') return connectionMessage;
  if (error.code === 'request.failed' || error.code === 'request.not_found') return fallback;
  return error.message || messagesByCode[error.code] || fallback;
}

/** Whether the error is the API answering with this code. */
export function hasCode(error: unknown, code: string): boolean {
  return isApiError(error) && error.code === code;
}

/** Codes after which the current code is useless and a new one has to be requested. */
export function needsNewCode(error: unknown): boolean {
  return (
    hasCode(error, accountErrorCodes.codeExpired) || hasCode(error, accountErrorCodes.codeAttemptsExhausted)
  );
}
