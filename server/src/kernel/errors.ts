import { errorCodes } from '@roomcraft/contracts';

/**
 * An expected failure with a stable code (`feature.snake_reason`), an HTTP status and a message that is
 * safe to show to users. The error handler renders it as `{ error: { code, message, details? } }`.
 * Feature modules export factories for theirs from `<feature>.errors.ts`.
 */
export class AppError extends Error {
  readonly code: string;
  readonly status: number;
  readonly details: Record<string, string> | undefined;
  /** Extra response headers, e.g. Retry-After. */
  readonly headers: Record<string, string> | undefined;

  constructor({
    code,
    status,
    message,
    details,
    headers,
    cause,
  }: {
    code: string;
    status: number;
    message: string;
    details?: Record<string, string>;
    headers?: Record<string, string>;
    cause?: unknown;
  }) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'AppError';
    this.code = code;
    this.status = status;
    this.details = details;
    this.headers = headers;
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;

export const createValidationError = ({
  message = 'Some fields are invalid.',
  details,
}: { message?: string; details?: Record<string, string> } = {}) =>
  new AppError({ code: errorCodes.validation, status: 400, message, details });

export const createNotFoundError = ({ message = 'Not found.' }: { message?: string } = {}) =>
  new AppError({ code: errorCodes.notFound, status: 404, message });

export const createUnauthorizedError = ({
  message = 'Please sign in to continue.',
}: { message?: string } = {}) => new AppError({ code: errorCodes.unauthorized, status: 401, message });

export const createForbiddenError = ({
  message = 'You do not have permission to do that.',
}: { message?: string } = {}) => new AppError({ code: errorCodes.forbidden, status: 403, message });

export const createRateLimitedError = ({ retryAfterSeconds }: { retryAfterSeconds: number }) =>
  new AppError({
    code: errorCodes.rateLimited,
    status: 429,
    message: 'Too many requests. Please wait a moment and try again.',
    headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  });

export const createPayloadTooLargeError = () =>
  new AppError({ code: errorCodes.payloadTooLarge, status: 413, message: 'The request is too large.' });

export const createUnsupportedMediaTypeError = () =>
  new AppError({
    code: errorCodes.unsupportedMediaType,
    status: 415,
    message: 'This content type is not supported here.',
  });

export const createCrossSiteError = () =>
  new AppError({
    code: errorCodes.csrf,
    status: 403,
    message: 'This request came from another site and was blocked.',
  });

/** The only message a 500 ever carries; details go to the log with the request id. */
export const internalErrorMessage = 'Something went wrong. Please try again.';
